// state `mfa_method_chooser` (spec §2): why a second step, then an authenticator app or a
// security key as the server offers them; Back and Skip when offered.
import { ActionButton } from "../components/action-button.tsx";
import { Footer } from "../components/footer.tsx";
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

export function MfaMethodChooser(_props: ScreenProps<"mfa_method_chooser">) {
  const { t } = useWidget();
  return (
    <Screen headline={t("headlines.mfaSetUp")}>
      <Paragraph>{t("texts.mfaSetUp")}</Paragraph>
      <div className="hk-stack">
        <ActionButton action="continue_to_otp_secret_creation" kind="secondary">
          {t("labels.authenticatorApp")}
        </ActionButton>
        <ActionButton action="continue_to_security_key_creation" kind="secondary">
          {t("labels.securityKey")}
        </ActionButton>
      </div>
      <Footer />
    </Screen>
  );
}
