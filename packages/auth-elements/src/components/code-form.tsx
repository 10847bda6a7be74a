// Six boxes for a one-time code, as a form: auto-submit once all are filled, Continue for the
// keyboard, marked invalid when the server says the code was wrong, disabled when no more tries
// are allowed. Used for e-mailed passcodes and authenticator-app codes alike (spec §4).
import type { Action } from "@kretsbutiken/flow-protocol";
import { useId, useState } from "react";
import { useWidget } from "../widget/widget-context.ts";
import { Button } from "./button.tsx";
import { PasscodeInput, emptyDigits, PASSCODE_LENGTH } from "./passcode-input.tsx";

export type CodeFormProps = {
  /** The offered action that takes the code; nothing renders without it. */
  readonly action: Action | undefined;
  readonly actionName: string;
  readonly inputName: string;
  /** The boxes' group label. */
  readonly label: string;
  readonly locked?: boolean;
};

export function CodeForm({ action, actionName, inputName, label, locked = false }: CodeFormProps) {
  const { t, state, run, errorId } = useWidget();
  const [digits, setDigits] = useState(emptyDigits);
  const labelId = useId();
  const wrong = action?.inputs[inputName]?.error !== undefined;
  if (action === undefined) return null;

  const submit = (code: string) => {
    if (code.length === PASSCODE_LENGTH && !locked) run(actionName, { [inputName]: code });
  };
  const change = (next: string[]) => {
    setDigits(next);
    if (next.every((digit) => digit !== "")) submit(next.join(""));
  };
  return (
    <form
      className="hk-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(digits.join(""));
      }}
    >
      <span id={labelId} className="hk-visually-hidden">
        {label}
      </span>
      <PasscodeInput
        digits={digits}
        onChange={change}
        labelId={labelId}
        disabled={locked}
        invalid={wrong}
        describedBy={wrong || locked ? errorId : undefined}
      />
      <Button
        kind="primary"
        type="submit"
        pending={state.pending === actionName}
        disabled={locked || state.pending !== undefined || digits.some((digit) => digit === "")}
      >
        {t("labels.continue")}
      </Button>
    </form>
  );
}
