// One screen per flow state, found by the state's name (docs/style.md). A registry is a plain
// typed map, so the passkey and profile issues add entries without touching this file; any
// state without a screen gets the fallback, never a frozen or blank widget.
import type { StateName } from "@kretsbutiken/flow-protocol";
import type { ReactNode } from "react";
import type { FlowSnapshot } from "../flow/flow-client.ts";

export type ScreenProps<S extends StateName> = { readonly snapshot: FlowSnapshot<S> };

export type ScreenComponent<S extends StateName> = (props: ScreenProps<S>) => ReactNode;

export type ScreenRegistry = { readonly [S in StateName]?: ScreenComponent<S> };

/** The screen registered for `name`, typed for any snapshot, or undefined. */
export function screenFor(
  registry: ScreenRegistry,
  name: string,
): ScreenComponent<StateName> | undefined {
  return Object.hasOwn(registry, name)
    ? (registry[name as StateName] as ScreenComponent<StateName>)
    : undefined;
}
