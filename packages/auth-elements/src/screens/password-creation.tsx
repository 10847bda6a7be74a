// state `password_creation` (credential onboarding): a new password with the length hint;
// more than 72 bytes is refused here already, as the server would (flow-api §2.2).
import { PASSWORD_MAX_BYTES } from "@kretsbutiken/flow-protocol";
import { ActionForm } from "../components/action-form.tsx";
import { FlowInput } from "../components/flow-input.tsx";
import { Footer } from "../components/footer.tsx";
import { Screen } from "../components/screen.tsx";
import { useActionForm } from "../components/use-action-form.ts";
import { byteLength } from "../components/validate-input.ts";
import { useWidget } from "../widget/widget-context.ts";
import { passwordHint } from "./password-hint.ts";
import type { ScreenProps } from "./screen-registry.ts";

export function PasswordCreation({ snapshot }: ScreenProps<"password_creation">) {
  const { t } = useWidget();
  const form = useActionForm({
    action: snapshot.actions.register_password,
    checks: {
      new_password: (value) =>
        byteLength(value) > PASSWORD_MAX_BYTES ? "value_too_long_error" : undefined,
    },
  });
  const field = form.field("new_password");
  return (
    <Screen headline={t("headlines.createPassword")}>
      <ActionForm form={form} submitLabel={t("labels.continue")}>
        {field && (
          <FlowInput
            field={field}
            label={t("labels.newPassword")}
            type="password"
            autoComplete="new-password"
            hint={passwordHint(t, field.input)}
          />
        )}
      </ActionForm>
      <Footer />
    </Screen>
  );
}
