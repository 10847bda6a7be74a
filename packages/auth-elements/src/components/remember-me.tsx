// "Stay signed in", shown only when the server offers remember_me (session retention
// "prompt"); each change is sent at once, as the action keeps the flow in its state.
import { useId, useState } from "react";
import { offered } from "../flow/flow-client.ts";
import { useWidget } from "../widget/widget-context.ts";

const ACTION = "remember_me";

export function RememberMe() {
  const { t, state, run } = useWidget();
  const [checked, setChecked] = useState(false);
  const id = useId();
  if (state.snapshot === undefined || offered(state.snapshot, ACTION) === undefined) return null;
  return (
    <div className="hk-checkbox" part="form-item">
      <input
        id={id}
        type="checkbox"
        part="input checkbox-input"
        checked={checked}
        aria-busy={state.pending === ACTION || undefined}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setChecked(next);
          run(ACTION, { remember_me: next });
        }}
      />
      <label htmlFor={id}>{t("labels.staySignedIn")}</label>
    </div>
  );
}
