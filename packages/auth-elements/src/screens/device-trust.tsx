// state `device_trust` (spec §2): trust this browser to skip the second step for a while, or
// skip the question.
import { ActionButton } from "../components/action-button.tsx";
import { Footer } from "../components/footer.tsx";
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

export function DeviceTrust(_props: ScreenProps<"device_trust">) {
  const { t } = useWidget();
  return (
    <Screen headline={t("headlines.trustDevice")}>
      <Paragraph>{t("texts.trustDevice")}</Paragraph>
      <ActionButton action="trust_device" kind="primary">
        {t("labels.trustDevice")}
      </ActionButton>
      <Footer />
    </Screen>
  );
}
