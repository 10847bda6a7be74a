// A flow driven by a table of handlers keyed by state name (product spec §4): the handler of
// the current state runs; it may return an action (run with its server values), the next
// state, or nothing to stop. A state without a handler, or one the server named but this SDK
// does not know, raises HandlerNotFoundError.
import type { StateName } from "@kretsbutiken/flow-protocol";
import { HandlerNotFoundError } from "../errors.ts";
import { Action } from "./action.ts";
import { State } from "./state.ts";
import type { AnyState } from "./state-types.ts";

export type FlowHandler<S extends StateName> = (state: State<S>) => unknown;

export type FlowHandlers = { readonly [S in StateName]?: FlowHandler<S> };

/** Runs handlers from `state` on; resolves to the state whose handler returned nothing. */
export async function runFlow(options: {
  state: AnyState;
  handlers: FlowHandlers;
}): Promise<AnyState> {
  let state = options.state;
  for (;;) {
    if (state.clientError instanceof HandlerNotFoundError) throw state.clientError;
    const handler = options.handlers[state.name] as FlowHandler<StateName> | undefined;
    if (handler === undefined) throw new HandlerNotFoundError(state.name);
    const result = await handler(state);
    if (result instanceof Action) state = await (result as Action<unknown>).run();
    else if (result instanceof State) state = result as AnyState;
    else return state;
  }
}
