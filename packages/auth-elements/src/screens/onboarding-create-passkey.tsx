// state `onboarding_create_passkey` (spec §2): what a passkey is, "Create a passkey", and Back
// and Skip only when the server offers them. The SDK runs the browser's ceremony in the next
// state; if the browser says no, the flow comes back here with the error.
import { ActionButton } from "../components/action-button.tsx";
import { Footer } from "../components/footer.tsx";
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

export function OnboardingCreatePasskey(_props: ScreenProps<"onboarding_create_passkey">) {
  const { t } = useWidget();
  return (
    <Screen headline={t("headlines.createPasskey")}>
      <Paragraph>{t("texts.setupPasskey")}</Paragraph>
      <ActionButton action="webauthn_generate_creation_options" kind="primary">
        {t("labels.createPasskey")}
      </ActionButton>
      <Footer />
    </Screen>
  );
}
