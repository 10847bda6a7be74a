// state `passcode_confirmation` (spec §2, §4, §5): six boxes, auto-submit once all are
// filled, digits cleared on passcode_invalid, input disabled on passcode_max_attempts_reached,
// "Send new code" with the server's countdown, after which a rate-limit error clears.
import { useState } from "react";
import { ActionButton } from "../components/action-button.tsx";
import { CodeForm } from "../components/code-form.tsx";
import { Footer } from "../components/footer.tsx";
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import { useCountdown } from "../components/use-countdown.ts";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

const VERIFY = "verify_passcode";
const RESEND = "resend_passcode";

export function PasscodeConfirmation({ snapshot }: ScreenProps<"passcode_confirmation">) {
  const { t, state } = useWidget();
  const email = state.identity.email;
  return (
    <Screen headline={t("headlines.loginPasscode")}>
      <Paragraph>
        {email === undefined ? (
          t("texts.enterPasscodeNoEmail")
        ) : (
          <>
            {t("texts.enterPasscode")} <strong className="hk-email">{email}</strong>
          </>
        )}
      </Paragraph>
      {/* A fresh set of boxes for every answer: cleared after a wrong or a new code. The
          removed boxes had focus, so the screen puts it in the first invalid box. */}
      <PasscodeForm key={state.responses} snapshot={snapshot} />
      <Footer>
        <ResendLink snapshot={snapshot} />
      </Footer>
    </Screen>
  );
}

function PasscodeForm({ snapshot }: ScreenProps<"passcode_confirmation">) {
  const { t } = useWidget();
  return (
    <CodeForm
      action={snapshot.actions.verify_passcode}
      actionName={VERIFY}
      inputName="code"
      label={t("labels.passcode")}
      locked={snapshot.error?.code === "passcode_max_attempts_reached"}
    />
  );
}

function ResendLink({ snapshot }: ScreenProps<"passcode_confirmation">) {
  const { t, state, clearError } = useWidget();
  const [ready, setReady] = useState(false);
  const rateLimited = snapshot.error?.code === "rate_limit_exceeded";
  const remaining = useCountdown(snapshot.payload.resend_after, state.responses, () => {
    setReady(true);
    if (rateLimited) clearError();
  });
  const resent = state.lastAction === RESEND && snapshot.error === undefined;
  const status = resent
    ? t("texts.passcodeResent")
    : ready && remaining === 0
      ? t("texts.passcodeResendReady")
      : "";
  return (
    <>
      <ActionButton action={RESEND} kind="link" disabled={remaining > 0}>
        {remaining > 0
          ? t("labels.passcodeResendAfter", { passcodeResendAfter: `${remaining}s` })
          : t("labels.sendNewPasscode")}
      </ActionButton>
      <span role="status" className="hk-visually-hidden">
        {status}
      </span>
    </>
  );
}
