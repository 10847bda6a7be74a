// state `login_security_key` (spec §2): confirm the sign-in with a security key, or switch to
// the authenticator app when the user has one.
import { ActionButton } from "../components/action-button.tsx";
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

export function LoginSecurityKey(_props: ScreenProps<"login_security_key">) {
  const { t } = useWidget();
  return (
    <Screen headline={t("headlines.securityKeyLogin")}>
      <Paragraph>{t("texts.securityKeyLogin")}</Paragraph>
      <ActionButton action="webauthn_generate_request_options" kind="primary">
        {t("labels.securityKey")}
      </ActionButton>
      <ActionButton action="continue_to_login_otp" kind="link">
        {t("labels.useAuthenticatorApp")}
      </ActionButton>
    </Screen>
  );
}
