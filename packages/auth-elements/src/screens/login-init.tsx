// state `login_init` (spec §2, §4): one identifier input in the mode the action offers
// (email, username, or either), remember-me, passkey and provider buttons, and the link to
// registration in `<hanko-auth>`.
import type { Action } from "@kretsbutiken/flow-protocol";
import { ActionForm } from "../components/action-form.tsx";
import { Divider } from "../components/divider.tsx";
import { FlowInput } from "../components/flow-input.tsx";
import { PasskeyButton, usePasskeyButtonShown } from "../components/passkey-button.tsx";
import { RememberMe } from "../components/remember-me.tsx";
import { Screen } from "../components/screen.tsx";
import { SwitchFlow } from "../components/switch-flow.tsx";
import { ThirdPartyButtons, useProviders } from "../components/third-party-buttons.tsx";
import { useActionForm } from "../components/use-action-form.ts";
import { looksLikeEmail } from "../components/validate-input.ts";
import type { Identity } from "../flow/widget-state.ts";
import type { TranslationKey } from "../i18n/translation.ts";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

export type IdentifierMode = "identifier" | "email" | "username";

const MODES: readonly IdentifierMode[] = ["identifier", "email", "username"];

const LABELS: Record<IdentifierMode, TranslationKey> = {
  identifier: "labels.emailOrUsername",
  email: "labels.email",
  username: "labels.username",
};

/** Which of the three inputs `continue_with_login_identifier` carries (flow-api §2.2). */
function identifierMode(action: Action | undefined): IdentifierMode | undefined {
  return MODES.find((mode) => action?.inputs[mode] !== undefined);
}

/** In identifier mode an email-looking value is taken as email, else as username (spec §4). */
export function identityOf(mode: IdentifierMode, value: string): Identity {
  if (mode === "email" || (mode === "identifier" && looksLikeEmail(value))) return { email: value };
  return { username: value };
}

export function LoginInit({ snapshot }: ScreenProps<"login_init">) {
  const { t, state } = useWidget();
  const action = snapshot.actions.continue_with_login_identifier;
  const mode = identifierMode(action) ?? "identifier";
  const prefill = (mode === "username" ? state.identity.username : state.identity.email) ?? "";
  const form = useActionForm({
    action,
    initial: { [mode]: prefill },
    identity: (values) => identityOf(mode, values[mode] ?? ""),
  });
  const field = form.field(mode);
  const passkey = usePasskeyButtonShown();
  const providers = useProviders();

  return (
    <Screen headline={t("headlines.loginEmail")}>
      <ActionForm form={form} submitLabel={t("labels.continue")}>
        {field && (
          <FlowInput
            field={field}
            label={t(LABELS[mode])}
            type={mode === "email" ? "email" : "text"}
            autoComplete="username webauthn"
          />
        )}
        <RememberMe />
      </ActionForm>
      {action !== undefined && (passkey || providers.length > 0) && <Divider />}
      <PasskeyButton />
      <ThirdPartyButtons />
      <SwitchFlow to="registration" />
    </Screen>
  );
}
