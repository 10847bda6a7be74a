// state `login_otp` (spec §2, §4): the authenticator app's code in six boxes, cleared after a
// wrong or used code; a security key instead when the user has one.
import { ActionButton } from "../components/action-button.tsx";
import { CodeForm } from "../components/code-form.tsx";
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

export function LoginOtp({ snapshot }: ScreenProps<"login_otp">) {
  const { t, state } = useWidget();
  return (
    <Screen headline={t("headlines.otpLogin")}>
      <Paragraph>{t("texts.otpLogin")}</Paragraph>
      <CodeForm
        key={state.responses}
        action={snapshot.actions.otp_code_validate}
        actionName="otp_code_validate"
        inputName="otp_code"
        label={t("headlines.otpLogin")}
        locked={snapshot.error?.code === "rate_limit_exceeded"}
      />
      <ActionButton action="continue_to_login_security_key" kind="link">
        {t("labels.useSecurityKey")}
      </ActionButton>
    </Screen>
  );
}
