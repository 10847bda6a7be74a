// state `registration_init` (spec §2, §5): email and/or username as the server offers them,
// each "(optional)" unless required, the email needing a non-digit; remember-me, provider
// buttons and the link back to login in `<hanko-auth>`.
import { ActionForm } from "../components/action-form.tsx";
import { Divider } from "../components/divider.tsx";
import { FlowInput } from "../components/flow-input.tsx";
import { RememberMe } from "../components/remember-me.tsx";
import { Screen } from "../components/screen.tsx";
import { SwitchFlow } from "../components/switch-flow.tsx";
import { ThirdPartyButtons, useProviders } from "../components/third-party-buttons.tsx";
import { useActionForm } from "../components/use-action-form.ts";
import { hasNonDigit } from "../components/validate-input.ts";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

export function RegistrationInit({ snapshot }: ScreenProps<"registration_init">) {
  const { t, state } = useWidget();
  const action = snapshot.actions.register_login_identifier;
  const form = useActionForm({
    action,
    initial: { email: state.identity.email ?? "", username: state.identity.username ?? "" },
    checks: { email: hasNonDigit },
    identity: (values) => ({
      ...(values.email !== undefined && { email: values.email }),
      ...(values.username !== undefined && { username: values.username }),
    }),
  });
  const email = form.field("email");
  const username = form.field("username");
  const providers = useProviders();
  return (
    <Screen headline={t("headlines.signUp")}>
      <ActionForm form={form} submitLabel={t("labels.continue")}>
        {email && (
          <FlowInput field={email} label={t("labels.email")} type="email" autoComplete="email" />
        )}
        {username && (
          <FlowInput field={username} label={t("labels.username")} autoComplete="username" />
        )}
        <RememberMe />
      </ActionForm>
      {action !== undefined && providers.length > 0 && <Divider />}
      <ThirdPartyButtons />
      <SwitchFlow to="login" />
    </Screen>
  );
}
