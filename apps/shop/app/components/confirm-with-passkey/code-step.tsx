// The mailed code of a confirmation (confirm-with-passkey.tsx): where it went, a six-digit
// field, Bekräfta and a resend. Its own small form, outside the action's form (the dialog is
// portalled to the body), so Enter confirms the code and posts nothing of the page.
import { useId, useState, type FormEvent } from "react";
import { usePageT } from "../../i18n/use-page-t.ts";
import { buttonClass } from "../button-styles.ts";
import { answerWithCode, sendCode } from "./confirmation-client.ts";
import { confirmationMessages } from "./confirmation-messages.ts";
import { problemOf, type ConfirmationStep, type ShownProblem } from "./confirmation-step.ts";

const CODE = /^\d{6}$/;

export function CodeStep({
  authUrl,
  step,
  onToken,
  onProblem,
  onResent,
}: {
  authUrl: string;
  step: Extract<ConfirmationStep, { name: "code" }>;
  onToken: (token: string) => void;
  onProblem: (problem: ShownProblem | undefined) => void;
  onResent: (sentTo: string) => void;
}) {
  const t = usePageT(confirmationMessages);
  const fieldId = useId();
  const sentId = useId();
  const [busy, setBusy] = useState(false);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get("code");
    const code = typeof typed === "string" ? typed.trim() : "";
    if (!CODE.test(code)) return onProblem({ message: "confirm.codeFormat", final: false });
    onProblem(undefined);
    setBusy(true);
    const answer = await answerWithCode(authUrl, step.id, code);
    setBusy(false);
    if (answer.ok) return onToken(answer.token);
    onProblem(problemOf(answer.refusal, answer.attemptsLeft));
  }

  async function resend() {
    onProblem(undefined);
    const sent = await sendCode(authUrl, step.id);
    if (!sent.ok) return onProblem(problemOf(sent.refusal));
    onResent(sent.sent_to);
  }

  const address = step.sentTo ?? "";
  return (
    <form className="mt-4 space-y-3" onSubmit={(event) => void confirm(event)} noValidate>
      <p id={sentId} role="status">
        {step.resent ? t("confirm.resent", { address }) : t("confirm.codeSent", { address })}
      </p>
      <div>
        <label htmlFor={fieldId} className="block font-semibold">
          {t("confirm.codeLabel")}
        </label>
        <input
          id={fieldId}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          data-autofocus
          aria-describedby={sentId}
          className="mt-1 w-40 rounded-control border border-ink px-3 py-2 text-lg tracking-widest"
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {t("confirm.submit")}
        </button>
        <button type="button" className="underline" onClick={() => void resend()}>
          {t("confirm.resend")}
        </button>
      </div>
    </form>
  );
}
