// state `mfa_security_key_creation` (spec §2): add a security key as second step; the SDK runs
// the browser's ceremony next, and a refused one comes back here with its error.
import { ActionButton } from "../components/action-button.tsx";
import { Footer } from "../components/footer.tsx";
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

export function MfaSecurityKeyCreation(_props: ScreenProps<"mfa_security_key_creation">) {
  const { t } = useWidget();
  return (
    <Screen headline={t("headlines.securityKeySetUp")}>
      <Paragraph>{t("texts.securityKeySetUp")}</Paragraph>
      <ActionButton action="webauthn_generate_creation_options" kind="primary">
        {t("labels.createSecurityKey")}
      </ActionButton>
      <Footer />
    </Screen>
  );
}
