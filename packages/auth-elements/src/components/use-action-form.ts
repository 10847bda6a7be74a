// State of a form for one action: a value per visible input, client-side errors, and a submit
// that validates against the server's constraints before running the action. Values stay in
// this hook across server answers for the same screen, so nothing typed is lost.
import type { Action, Input, InputErrorCode } from "@kretsbutiken/flow-protocol";
import { useRef, useState, type FormEvent } from "react";
import type { Identity } from "../flow/widget-state.ts";
import { useWidget } from "../widget/widget-context.ts";
import { validateInput, type ExtraCheck } from "./validate-input.ts";

export type Field = {
  readonly name: string;
  readonly input: Input;
  readonly value: string;
  /** A client-side check failed: shown under the input. */
  readonly clientError: InputErrorCode | undefined;
  /** The server marked this input (its message is in the error box). */
  readonly serverError: boolean;
  readonly setValue: (value: string) => void;
  /** Callback ref of the input, so a failed check can focus it. */
  readonly attach: (element: HTMLInputElement | null) => void;
};

export type ActionForm = {
  readonly action: Action | undefined;
  readonly field: (name: string) => Field | undefined;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

export type ActionFormOptions = {
  action: Action | undefined;
  initial?: Readonly<Record<string, string>>;
  checks?: Readonly<Record<string, ExtraCheck>>;
  /** What the user told us, for later screens (e.g. the passcode screen's email). */
  identity?: (values: Readonly<Record<string, string>>) => Identity;
  /** Values sent besides the visible inputs (e.g. mapped names). */
  transform?: (values: Readonly<Record<string, string>>) => Record<string, unknown>;
};

function visibleInputs(action: Action | undefined): Input[] {
  return action === undefined
    ? []
    : Object.values(action.inputs).filter((input) => input.hidden !== true);
}

export function useActionForm(options: ActionFormOptions): ActionForm {
  const { action, initial = {}, checks = {} } = options;
  const { run, state } = useWidget();
  const [values, setValues] = useState<Readonly<Record<string, string>>>(initial);
  const [errors, setErrors] = useState<Readonly<Record<string, InputErrorCode>>>({});
  const elements = useRef(new Map<string, HTMLInputElement>());

  const field = (name: string): Field | undefined => {
    const input = action?.inputs[name];
    if (input === undefined) return undefined;
    return {
      name,
      input,
      value: values[name] ?? "",
      clientError: errors[name],
      serverError: input.error !== undefined,
      setValue: (value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setErrors(({ [name]: _fixed, ...rest }) => rest);
      },
      attach: (element) => {
        if (element === null) elements.current.delete(name);
        else elements.current.set(name, element);
      },
    };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action === undefined || state.pending !== undefined) return;
    const found: Record<string, InputErrorCode> = {};
    for (const input of visibleInputs(action)) {
      const code = validateInput(input, values[input.name] ?? "", checks[input.name]);
      if (code !== undefined) found[input.name] = code;
    }
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid !== undefined) {
      elements.current.get(firstInvalid)?.focus();
      return;
    }
    const submitted: Record<string, string> = {};
    for (const input of visibleInputs(action)) {
      const value = values[input.name] ?? "";
      // An empty optional input is left out rather than sent as "" (flow-api §1.5).
      if (value.trim() !== "")
        submitted[input.name] = input.type === "password" ? value : value.trim();
    }
    run(action.action, options.transform?.(submitted) ?? submitted, options.identity?.(submitted));
  };

  return { action, field, onSubmit };
}
