// "Don't have an account? Create account" and back: only `<hanko-auth>` switches between
// login and registration (spec §2).
import type { FlowName } from "@kretsbutiken/flow-protocol";
import { canSwitchFlows } from "../widget/widget-kind.ts";
import { useWidget } from "../widget/widget-context.ts";
import { Button } from "./button.tsx";

export function SwitchFlow({ to }: { to: FlowName }) {
  const { t, kind, state, startFlow } = useWidget();
  if (!canSwitchFlows(kind)) return null;
  const toRegistration = to === "registration";
  return (
    <p className="hk-switch" part="paragraph">
      <span>{t(toRegistration ? "labels.dontHaveAnAccount" : "labels.alreadyHaveAnAccount")}</span>{" "}
      <Button kind="link" disabled={state.pending !== undefined} onClick={() => startFlow(to)}>
        {t(toRegistration ? "labels.signUp" : "labels.signIn")}
      </Button>
    </p>
  );
}
