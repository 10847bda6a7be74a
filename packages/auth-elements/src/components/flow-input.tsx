// An input bound to the constraints the server sent with it: required, min and max length,
// "(optional)" when not required, marked invalid when the server or a client check rejects it.
import { useId } from "react";
import { useWidget } from "../widget/widget-context.ts";
import type { Field } from "./use-action-form.ts";
import type { TranslationKey } from "../i18n/translation.ts";

export type FlowInputProps = {
  field: Field;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  /** Text under the label, e.g. the password rules. */
  hint?: string | undefined;
  /** Show the server's error for this input under it (the profile has no error box for it). */
  inlineServerError?: boolean;
};

export function FlowInput({
  field,
  label,
  type = "text",
  autoComplete,
  hint,
  inlineServerError = false,
}: FlowInputProps) {
  const { t, errorId } = useWidget();
  const id = useId();
  const hintId = `${id}-hint`;
  const clientErrorId = `${id}-error`;
  const { input, attach, name, value, setValue, clientError, serverError } = field;
  const optional = input.required !== true;
  const shownError = clientError ?? (inlineServerError ? input.error?.code : undefined);
  const describedBy = [
    hint !== undefined ? hintId : undefined,
    shownError !== undefined ? clientErrorId : undefined,
    shownError === undefined && serverError ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="hk-field" part="form-item">
      <label htmlFor={id} className="hk-label">
        {label}
        {optional && <span className="hk-optional"> ({t("labels.optional")})</span>}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="hk-hint">
          {hint}
        </p>
      )}
      <input
        ref={attach}
        id={id}
        name={name}
        type={type}
        className="hk-input"
        part="input text-input"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        placeholder={label}
        autoComplete={autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        required={input.required === true}
        minLength={input.min_length}
        maxLength={input.max_length}
        aria-invalid={clientError !== undefined || serverError || undefined}
        aria-describedby={describedBy === "" ? undefined : describedBy}
      />
      {shownError !== undefined && (
        <p id={clientErrorId} className="hk-field-error" part="error-text">
          {t(`flowErrors.${shownError}` as TranslationKey)}
        </p>
      )}
    </div>
  );
}
