// Six single-digit boxes as one labelled group (spec §2, §5): typing moves on, paste and
// one-time-code autofill spread the digits, arrows move, Backspace and Delete clear. The
// parent owns the digits and submits once all six are there. The boxes move focus only between
// themselves; where it lands on a new answer is the screen's call (use-screen-focus.ts).
import { useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import { useWidget } from "../widget/widget-context.ts";

export const PASSCODE_LENGTH = 6;

export type PasscodeInputProps = {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  labelId: string;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string | undefined;
};

export function emptyDigits(): string[] {
  return Array.from({ length: PASSCODE_LENGTH }, () => "");
}

/** Writes `text`'s digits into `digits` from `start`; returns them and the next box. */
export function spreadDigits(
  digits: readonly string[],
  start: number,
  text: string,
): { digits: string[]; next: number } {
  const incoming = text.replace(/\D/g, "").slice(0, PASSCODE_LENGTH);
  // A whole code always fills from the first box, wherever it was pasted.
  const from = incoming.length === PASSCODE_LENGTH ? 0 : start;
  const result = [...digits];
  let index = from;
  for (const digit of incoming) {
    if (index >= PASSCODE_LENGTH) break;
    result[index] = digit;
    index += 1;
  }
  return { digits: result, next: Math.min(index, PASSCODE_LENGTH - 1) };
}

export function PasscodeInput({
  digits,
  onChange,
  labelId,
  disabled,
  invalid,
  describedBy,
}: PasscodeInputProps) {
  const { t } = useWidget();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(PASSCODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };
  const set = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next);
  };

  const onInput = (index: number, value: string) => {
    const typed = value.replace(/\D/g, "");
    if (typed === "") {
      if (value === "") set(index, "");
      return;
    }
    if (typed.length === 1) {
      set(index, typed);
      focus(index + 1);
      return;
    }
    // The box held a digit and got another, or autofill put the whole code into one box.
    const text =
      typed.length === 2 && digits[index] !== "" ? typed.replace(digits[index] ?? "", "") : typed;
    const spread = spreadDigits(digits, index, text);
    onChange(spread.digits);
    focus(spread.next);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowLeft":
        event.preventDefault();
        focus(index - 1);
        break;
      case "ArrowRight":
        event.preventDefault();
        focus(index + 1);
        break;
      case "Home":
        event.preventDefault();
        focus(0);
        break;
      case "End":
        event.preventDefault();
        focus(PASSCODE_LENGTH - 1);
        break;
      case "Backspace":
        event.preventDefault();
        if (digits[index] !== "") {
          set(index, "");
        } else if (index > 0) {
          set(index - 1, "");
          focus(index - 1);
        }
        break;
      case "Delete":
        event.preventDefault();
        set(index, "");
        break;
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const spread = spreadDigits(digits, index, event.clipboardData.getData("text"));
    onChange(spread.digits);
    focus(spread.next);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className="hk-passcode"
    >
      {digits.map((digit, index) => (
        <input
          // The boxes are fixed positions, never reordered.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="hk-passcode-box"
          part="input passcode-input"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          aria-label={t("labels.passcodeDigit", { index: index + 1, total: PASSCODE_LENGTH })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onChange={(event) => onInput(index, event.currentTarget.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </div>
  );
}
