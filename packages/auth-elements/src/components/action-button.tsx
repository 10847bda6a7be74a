// A button that runs one action without inputs, rendered only when the server offers it.
import type { ReactNode } from "react";
import { offered, type ActionValues } from "../flow/flow-client.ts";
import type { Identity } from "../flow/widget-state.ts";
import { useWidget } from "../widget/widget-context.ts";
import { Button, type ButtonKind } from "./button.tsx";

export type ActionButtonProps = {
  action: string;
  kind: ButtonKind;
  values?: ActionValues;
  identity?: Identity;
  disabled?: boolean;
  describedBy?: string;
  /** Called as the action is run (before its answer). */
  onRun?: () => void;
  children: ReactNode;
};

export function ActionButton({
  action,
  kind,
  values,
  identity,
  disabled = false,
  describedBy,
  onRun,
  children,
}: ActionButtonProps) {
  const { state, run } = useWidget();
  if (state.snapshot === undefined || offered(state.snapshot, action) === undefined) return null;
  return (
    <Button
      kind={kind}
      pending={state.pending === action}
      disabled={disabled || state.pending !== undefined}
      describedBy={describedBy}
      onClick={() => {
        onRun?.();
        run(action, values, identity);
      }}
    >
      {children}
    </Button>
  );
}
