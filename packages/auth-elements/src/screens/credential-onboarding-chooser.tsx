// state `credential_onboarding_chooser`: set up a passkey or a password for next time.
import { ActionButton } from "../components/action-button.tsx";
import { Footer } from "../components/footer.tsx";
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

export function CredentialOnboardingChooser(_props: ScreenProps<"credential_onboarding_chooser">) {
  const { t, settings, webauthnSupported } = useWidget();
  return (
    <Screen headline={t("headlines.setupLoginMethod")}>
      <Paragraph>{t("texts.selectLoginMethodForFutureLogins")}</Paragraph>
      <div className="hk-stack">
        {settings.enablePasskeys && webauthnSupported && (
          <ActionButton action="continue_to_passkey_registration" kind="secondary">
            {t("labels.passkey")}
          </ActionButton>
        )}
        <ActionButton action="continue_to_password_registration" kind="secondary">
          {t("labels.password")}
        </ActionButton>
      </div>
      <Footer />
    </Screen>
  );
}
