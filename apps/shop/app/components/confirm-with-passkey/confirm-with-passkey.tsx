// The confirmation step of a risky action (docs/decisions/0070), placed inside the action's
// form. The form stays a real form post; with scripts this intercepts its submit, opens a
// confirmation for `request` at the auth server, lets the user confirm with a passkey or a
// mailed code in a modal dialog, and submits the form again with the one-time token in a
// hidden field. The server redeems it before it acts, so without scripts (no token) the post
// is refused with a message saying that confirming needs JavaScript; <noscript> says so first.
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import {
  CONFIRMATION_FIELD,
  type RiskyAction,
} from "../../../domain/confirmations/risky-action.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useAuthUrl } from "../../root-data.ts";
import { useHydrated } from "../use-hydrated.ts";
import { openConfirmation } from "./confirmation-client.ts";
import { confirmationMessages } from "./confirmation-messages.ts";
import { problemOf, type ConfirmationStep, type ShownProblem } from "./confirmation-step.ts";
import { CodeStep } from "./code-step.tsx";
import { PasskeyStep } from "./passkey-step.tsx";
import { buttonClass } from "../button-styles.ts";

export interface ConfirmWithPasskeyProps {
  /**
   * What the server will redeem the token for: rendered by the server and sent as it is, or,
   * where it depends on what the user typed, made from the form's fields by the same pure
   * function the server uses on the posted form.
   */
  request: RiskyAction | ((form: FormData) => RiskyAction);
  /**
   * Whether this submit needs confirming: a form the server will refuse anyway (a box not
   * ticked) posts without, so its own error shows and no confirmation is wasted.
   */
  needed?: (form: HTMLFormElement) => boolean;
  /**
   * Opens the confirmation as soon as the page runs its scripts: the server has just answered
   * that this post needs confirming, so the user does not press the button twice. The form is
   * posted again without a submitter, so what it posts must not depend on the button.
   */
  openNow?: boolean;
  /** What the dialog says before the steps, already translated; "this cannot be undone" unless given. */
  lead?: string;
}

export function ConfirmWithPasskey({
  request,
  needed,
  openNow = false,
  lead,
}: ConfirmWithPasskeyProps) {
  const t = usePageT(confirmationMessages);
  const authUrl = useAuthUrl() ?? "";
  const hydrated = useHydrated();
  const headingId = useId();
  const tokenRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const submitterRef = useRef<HTMLElement | null>(null);
  const [step, setStep] = useState<ConfirmationStep>({ name: "closed" });
  const [problem, setProblem] = useState<ShownProblem>();
  // The listener below is added once; these keep it reading the current props and step.
  const latest = useRef({ request, needed, step });
  useEffect(() => {
    latest.current = { request, needed, step };
  });

  async function start() {
    setProblem(undefined);
    setStep({ name: "opening" });
    const form = tokenRef.current?.form;
    const { request: given } = latest.current;
    if (!form) return;
    const opened = await openConfirmation(
      authUrl,
      typeof given === "function" ? given(new FormData(form)) : given,
    );
    if (!opened.ok) return setProblem(problemOf(opened.refusal));
    setStep(
      opened.methods.includes("webauthn")
        ? { name: "passkey", id: opened.id, options: opened.webauthn }
        : { name: "code", id: opened.id, sentTo: opened.sentTo, resent: false },
    );
  }

  useEffect(() => {
    const form = tokenRef.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      const input = tokenRef.current;
      if (input?.value) {
        // The form's data is taken while this event is dispatched; a form that stays on the
        // page (posted by the router) must not carry the used token into its next submit.
        setTimeout(() => {
          input.value = "";
          setStep({ name: "closed" });
        });
        return;
      }
      const { needed: isNeeded, step: now } = latest.current;
      if (now.name === "closed" && isNeeded && !isNeeded(form)) return;
      event.preventDefault();
      if (now.name !== "closed") return;
      // Before the next render: a second click meanwhile opens no second confirmation.
      latest.current.step = { name: "opening" };
      submitterRef.current = event.submitter;
      void start();
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start reads `latest`
  }, []);

  useEffect(() => {
    if (!openNow || !hydrated || latest.current.step.name !== "closed") return;
    latest.current.step = { name: "opening" };
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start reads `latest`
  }, [openNow, hydrated]);

  // The dialog is modal while a confirmation is under way: focus moves into it, the page
  // behind is inert, Escape cancels.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (step.name !== "closed" && step.name !== "done" && !dialog.open) dialog.showModal();
    if ((step.name === "closed" || step.name === "done") && dialog.open) dialog.close();
  }, [step.name]);

  // Each step puts focus on what it asks for: the passkey button, the code field, or, once a
  // confirmation is over, starting again (the element marked data-autofocus).
  const final = problem?.final === true;
  useEffect(() => {
    if (!dialogRef.current?.open) return;
    dialogRef.current.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [step.name, final]);

  function cancel() {
    setStep({ name: "closed" });
    setProblem(undefined);
    submitterRef.current?.focus();
  }

  function finish(token: string) {
    const form = tokenRef.current?.form;
    if (!tokenRef.current || !form) return;
    tokenRef.current.value = token;
    setStep({ name: "done" });
    const submitter = submitterRef.current;
    form.requestSubmit(
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
        ? submitter
        : undefined,
    );
  }

  const dialog = (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      className="m-auto w-full max-w-md rounded-lg bg-surface p-6 text-ink shadow-xl backdrop:bg-black/50"
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t("confirm.heading")}
      </h2>
      <p className="mt-2">{lead ?? t("confirm.lead")}</p>
      {step.name === "opening" && !problem && (
        <p role="status" className="mt-4">
          {t("confirm.opening")}
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-4 font-semibold text-danger">
          {t(problem.message, problem.values)}
        </p>
      )}
      {step.name === "passkey" && !problem?.final && (
        <PasskeyStep
          authUrl={authUrl}
          step={step}
          onToken={finish}
          onProblem={setProblem}
          onCodeSent={(sentTo) => setStep({ name: "code", id: step.id, sentTo, resent: false })}
        />
      )}
      {step.name === "code" && !problem?.final && (
        <CodeStep
          authUrl={authUrl}
          step={step}
          onToken={finish}
          onProblem={setProblem}
          onResent={(sentTo) => setStep({ ...step, sentTo, resent: true })}
        />
      )}
      <div className="mt-6 flex flex-wrap gap-4">
        {problem?.final && (
          <button
            type="button"
            data-autofocus
            className={buttonClass("primary")}
            onClick={() => void start()}
          >
            {t("confirm.retry")}
          </button>
        )}
        <button type="button" className={buttonClass("secondary")} onClick={cancel}>
          {t("confirm.cancel")}
        </button>
      </div>
    </dialog>
  );

  return (
    <>
      <input ref={tokenRef} type="hidden" name={CONFIRMATION_FIELD} defaultValue="" />
      <noscript>
        <p className="font-semibold">{t("confirm.needsScript")}</p>
      </noscript>
      {step.name === "done" && (
        <p role="status" className="font-semibold">
          {t("confirm.done")}
        </p>
      )}
      {hydrated && createPortal(dialog, document.body)}
    </>
  );
}
