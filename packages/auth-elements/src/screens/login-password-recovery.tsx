// state `login_password_recovery` (spec §2): "Set new password" with the length hint.
import { ActionForm } from "../components/action-form.tsx";
import { FlowInput } from "../components/flow-input.tsx";
import { Screen } from "../components/screen.tsx";
import { useActionForm } from "../components/use-action-form.ts";
import { useWidget } from "../widget/widget-context.ts";
import { passwordHint } from "./password-hint.ts";
import type { ScreenProps } from "./screen-registry.ts";

export function LoginPasswordRecovery({ snapshot }: ScreenProps<"login_password_recovery">) {
  const { t } = useWidget();
  const form = useActionForm({ action: snapshot.actions.password_recovery });
  const field = form.field("new_password");
  return (
    <Screen headline={t("headlines.registerPassword")}>
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
    </Screen>
  );
}
