// state `login_method_chooser` (spec §2): "How do you want to login?" with one button per
// method the server offers, the one used last marked.
import type { LoginMethod } from "@kretsbutiken/flow-protocol";
import { ActionButton } from "../components/action-button.tsx";
import { Footer } from "../components/footer.tsx";
import { LastUsed } from "../components/last-used.tsx";
import { Paragraph } from "../components/paragraph.tsx";
import { PASSKEY_ACTION } from "../components/passkey-button.tsx";
import { Screen } from "../components/screen.tsx";
import type { TranslationKey } from "../i18n/translation.ts";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

const METHODS: readonly { action: string; label: TranslationKey; method: LoginMethod }[] = [
  { action: "continue_to_passcode_confirmation", label: "labels.passcode", method: "passcode" },
  { action: "continue_to_password_login", label: "labels.password", method: "password" },
  { action: PASSKEY_ACTION, label: "labels.passkey", method: "passkey" },
];

export function LoginMethodChooser(_props: ScreenProps<"login_method_chooser">) {
  const { t, settings, webauthnSupported, lastLogin } = useWidget();
  const methods = METHODS.filter(
    ({ method }) => method !== "passkey" || (settings.enablePasskeys && webauthnSupported),
  );
  return (
    <Screen headline={t("headlines.selectLoginMethod")}>
      <Paragraph>{t("texts.howDoYouWantToLogin")}</Paragraph>
      <div className="hk-stack">
        {methods.map(({ action, label, method }) => (
          <ActionButton key={action} action={action} kind="secondary">
            {t(label)}
            {lastLogin?.login_method === method && <LastUsed label={t("labels.lastUsed")} />}
          </ActionButton>
        ))}
      </div>
      <Footer />
    </Screen>
  );
}
