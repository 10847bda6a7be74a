// The passkey of a confirmation (confirm-with-passkey.tsx): the browser's WebAuthn ceremony
// started by a button (Safari asks for a click right before it), and the way to a mailed code
// instead, which also serves a user whose passkey is on another device.
import { usePageT } from "../../i18n/use-page-t.ts";
import { buttonClass } from "../button-styles.ts";
import { answerWithPasskey, sendCode } from "./confirmation-client.ts";
import { confirmationMessages } from "./confirmation-messages.ts";
import { problemOf, type ConfirmationStep, type ShownProblem } from "./confirmation-step.ts";
import { passkeyAssertion } from "./passkey-assertion.ts";

export function PasskeyStep({
  authUrl,
  step,
  onToken,
  onProblem,
  onCodeSent,
}: {
  authUrl: string;
  step: Extract<ConfirmationStep, { name: "passkey" }>;
  onToken: (token: string) => void;
  onProblem: (problem: ShownProblem | undefined) => void;
  onCodeSent: (sentTo: string) => void;
}) {
  const t = usePageT(confirmationMessages);

  async function withPasskey() {
    onProblem(undefined);
    const signed = await passkeyAssertion(step.options);
    if (!signed.ok) return onProblem({ message: "confirm.cancelled", final: false });
    const answer = await answerWithPasskey(authUrl, step.id, signed.assertion);
    if (answer.ok) return onToken(answer.token);
    // A wrong assertion is worth another try until none are left.
    onProblem(problemOf(answer.refusal, answer.attemptsLeft === 0 ? 0 : undefined));
  }

  async function withCode() {
    onProblem(undefined);
    const sent = await sendCode(authUrl, step.id);
    if (!sent.ok) return onProblem(problemOf(sent.refusal));
    onCodeSent(sent.sent_to);
  }

  return (
    <div className="mt-4 flex flex-col gap-3">
      <button
        type="button"
        data-autofocus
        className={buttonClass("primary")}
        onClick={() => void withPasskey()}
      >
        {t("confirm.passkey")}
      </button>
      <button type="button" className="underline" onClick={() => void withCode()}>
        {t("confirm.useCode")}
      </button>
    </div>
  );
}
