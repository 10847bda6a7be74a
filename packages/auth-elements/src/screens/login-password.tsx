// state `login_password` (spec §2): password, Sign in (unavailable during "Retry in {n}" after
// rate_limit_exceeded), Back, "Forgot your password?" and "Choose another method" when offered.
import { SDK_ONLY_ACTION_NAMES } from "@kretsbutiken/flow-protocol";
import { ActionButton } from "../components/action-button.tsx";
import { ActionForm } from "../components/action-form.tsx";
import { FlowInput } from "../components/flow-input.tsx";
import { Footer } from "../components/footer.tsx";
import { Screen } from "../components/screen.tsx";
import { useActionForm } from "../components/use-action-form.ts";
import { useCountdown } from "../components/use-countdown.ts";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

/** Named by the Hanko SDK for this state though no backend offers it; shown if one does. */
const [CHOOSE_ANOTHER_METHOD] = SDK_ONLY_ACTION_NAMES;

export function LoginPassword({ snapshot }: ScreenProps<"login_password">) {
  const { t, state, clearError } = useWidget();
  const form = useActionForm({ action: snapshot.actions.password_login });
  const field = form.field("password");
  const limited = snapshot.error?.code === "rate_limit_exceeded";
  const remaining = useCountdown(
    limited ? snapshot.payload.retry_after : undefined,
    state.responses,
    () => {
      if (limited) clearError();
    },
  );
  return (
    <Screen headline={t("headlines.loginPassword")}>
      <ActionForm
        form={form}
        submitLabel={
          remaining > 0
            ? t("labels.passwordRetryAfter", { passwordRetryAfter: `${remaining}s` })
            : t("labels.signIn")
        }
        submitDisabled={remaining > 0}
      >
        {field && (
          <FlowInput
            field={field}
            label={t("labels.password")}
            type="password"
            autoComplete="current-password"
          />
        )}
      </ActionForm>
      <Footer>
        <ActionButton action="continue_to_passcode_confirmation_recovery" kind="link">
          {t("labels.forgotYourPassword")}
        </ActionButton>
        {CHOOSE_ANOTHER_METHOD !== undefined && (
          <ActionButton action={CHOOSE_ANOTHER_METHOD} kind="link">
            {t("labels.useAnotherMethod")}
          </ActionButton>
        )}
      </Footer>
    </Screen>
  );
}
