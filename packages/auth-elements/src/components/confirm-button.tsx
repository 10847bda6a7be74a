// A destructive link that asks first (spec §2 profile): the first activation turns it into
// "Are you sure?", the second runs the action. It turns back one second after the pointer
// leaves it, or when focus moves away, so a stray click never deletes anything. One button
// throughout, so keyboard focus stays on it. Rendered only when the server offers the action.
import { useEffect, useRef, useState } from "react";
import { offered, type ActionValues } from "../flow/flow-client.ts";
import { useWidget } from "../widget/widget-context.ts";
import { Button } from "./button.tsx";

const RESET_AFTER_MS = 1000;

export function ConfirmButton(props: {
  action: string;
  values?: ActionValues;
  label: string;
  /** What the button acts on, when its label alone does not say (a list's row). */
  describedBy?: string;
}) {
  const { t, state, run } = useWidget();
  const [asking, setAsking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);
  if (state.snapshot === undefined || offered(state.snapshot, props.action) === undefined) {
    return null;
  }
  return (
    <span
      className="hk-confirm"
      onPointerEnter={cancel}
      onPointerLeave={() => {
        cancel();
        timer.current = setTimeout(() => setAsking(false), RESET_AFTER_MS);
      }}
    >
      <Button
        kind="link"
        pending={asking && state.pending === props.action}
        disabled={state.pending !== undefined}
        describedBy={props.describedBy}
        onClick={() => (asking ? run(props.action, props.values) : setAsking(true))}
        onBlur={() => setAsking(false)}
      >
        {asking ? t("labels.areYouSure") : props.label}
      </Button>
    </span>
  );
}
