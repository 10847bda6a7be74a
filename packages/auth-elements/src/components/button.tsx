// Every button of the widget. Unavailable buttons stay focusable (aria-disabled) and ignore
// activation, so focus never drops to the page when a button becomes busy.
import type { MouseEvent, ReactNode } from "react";
import { Spinner } from "./spinner.tsx";

export type ButtonKind = "primary" | "secondary" | "link";

const PARTS: Record<ButtonKind, string> = {
  primary: "button primary-button",
  secondary: "button secondary-button",
  link: "link",
};

export type ButtonProps = {
  kind: ButtonKind;
  type?: "button" | "submit";
  /** This button's action is in flight: a spinner and aria-busy. */
  pending?: boolean;
  disabled?: boolean;
  describedBy?: string | undefined;
  onClick?: () => void;
  onBlur?: () => void;
  children: ReactNode;
};

export function Button({
  kind,
  type = "button",
  pending = false,
  disabled = false,
  describedBy,
  onClick,
  onBlur,
  children,
}: ButtonProps) {
  const inactive = pending || disabled;
  const activate = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.();
  };
  return (
    <button
      type={type}
      className={`hk-button hk-${kind}`}
      part={PARTS[kind]}
      aria-disabled={inactive || undefined}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      onClick={activate}
      onBlur={onBlur}
    >
      {pending && <Spinner />}
      <span className="hk-button-label">{children}</span>
    </button>
  );
}
