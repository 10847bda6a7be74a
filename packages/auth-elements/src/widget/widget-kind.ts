// Which element a widget renders for; it decides the flow it starts and what it may switch to.
import type { FlowName } from "@kretsbutiken/flow-protocol";

export type WidgetKind = "auth" | "login" | "registration" | "profile";

/** `<hanko-auth mode="registration">` starts at registration; the others have one flow. */
export function initialFlowOf(kind: WidgetKind, mode?: string | null): FlowName {
  if (kind === "auth") return mode === "registration" ? "registration" : "login";
  return kind;
}

/** Only `<hanko-auth>` links login and registration to each other (spec §2). */
export function canSwitchFlows(kind: WidgetKind): boolean {
  return kind === "auth";
}
