// A form for one action with its submit button; renders nothing when the server does not
// offer the action, so screens never show a button that cannot work.
import type { ReactNode } from "react";
import { useWidget } from "../widget/widget-context.ts";
import { Button } from "./button.tsx";
import type { ActionForm as FormState } from "./use-action-form.ts";

export type ActionFormProps = {
  form: FormState;
  submitLabel: string;
  /** Keeps the submit button unavailable, e.g. during a server-given wait. */
  submitDisabled?: boolean;
  /** Extra description of the submit button (e.g. the countdown). */
  submitDescribedBy?: string;
  children?: ReactNode;
};

export function ActionForm({
  form,
  submitLabel,
  submitDisabled = false,
  submitDescribedBy,
  children,
}: ActionFormProps) {
  const { state } = useWidget();
  if (form.action === undefined) return null;
  const name = form.action.action;
  return (
    <form className="hk-form" noValidate onSubmit={form.onSubmit}>
      {children}
      <Button
        kind="primary"
        type="submit"
        pending={state.pending === name}
        disabled={submitDisabled || state.pending !== undefined}
        describedBy={submitDescribedBy}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
