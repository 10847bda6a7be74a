// Turns a flow table into lookups the engine uses per request, and checks the table against
// the wire catalogue once, at start-up: every offered action must be one that flow-api.md §2.2
// lets the state offer in this flow, so a table cannot put an unknown action on the wire.
import {
  mayOffer,
  type ActionName,
  type FlowName,
  type StateName,
  type SubFlowName,
} from "@kretsbutiken/flow-protocol";
import type {
  FlowAction,
  FlowDefinition,
  FlowHook,
  FlowTypes,
  StateHooks,
} from "./flow-definition.ts";
import { FlowEngineError } from "./flow-engine-error.ts";

export interface CompiledState<T extends FlowTypes> {
  readonly name: StateName;
  /** The (sub-)flow the state belongs to, for after-flow hooks (§1.9 hook order). */
  readonly owner: FlowName | SubFlowName;
  readonly actions: ReadonlyMap<ActionName, FlowAction<T>>;
  readonly beforeState: readonly FlowHook<T>[];
  readonly afterState: readonly FlowHook<T>[];
}

export interface CompiledFlow<T extends FlowTypes> {
  readonly definition: FlowDefinition<T>;
  readonly states: ReadonlyMap<StateName, CompiledState<T>>;
}

function invalid(flow: FlowName, message: string): FlowEngineError {
  return new FlowEngineError("invalid_flow_definition", `flow "${flow}": ${message}`);
}

function hooksOf<T extends FlowTypes>(
  table: StateHooks<T> | undefined,
  state: StateName,
): readonly FlowHook<T>[] {
  return table?.[state] ?? [];
}

export function compileFlow<T extends FlowTypes>(definition: FlowDefinition<T>): CompiledFlow<T> {
  const flow = definition.name;
  const states = new Map<StateName, CompiledState<T>>();
  const sources = [
    {
      owner: flow as FlowName | SubFlowName,
      table: definition.states,
      before: undefined,
      after: undefined,
    },
    ...definition.subFlows.map((sub) => ({
      owner: sub.name,
      table: sub.states,
      before: sub.beforeState,
      after: sub.afterState,
    })),
  ];
  for (const source of sources) {
    for (const [key, actions] of Object.entries(source.table)) {
      const name = key as StateName;
      // The first (sub-)flow that declares a state owns it (§1.9).
      if (states.has(name) || actions === undefined) continue;
      const byName = new Map<ActionName, FlowAction<T>>();
      for (const action of actions) {
        if (!mayOffer(name, action.name, flow)) {
          throw invalid(flow, `state "${name}" cannot offer "${action.name}" (flow-api.md §2.2)`);
        }
        if (byName.has(action.name)) throw invalid(flow, `"${name}" lists "${action.name}" twice`);
        byName.set(action.name, action);
      }
      states.set(name, {
        name,
        owner: source.owner,
        actions: byName,
        // Sub-flow hooks first, then the flow's own for the same state.
        beforeState: [...hooksOf(source.before, name), ...hooksOf(definition.beforeState, name)],
        afterState: [...hooksOf(source.after, name), ...hooksOf(definition.afterState, name)],
      });
    }
  }
  for (const state of [...definition.initialStates, definition.errorState]) {
    if (!states.has(state)) throw invalid(flow, `state "${state}" is not in the table`);
  }
  for (const table of [definition.beforeState, definition.afterState]) {
    for (const state of Object.keys(table ?? {})) {
      if (!states.has(state as StateName))
        throw invalid(flow, `hooks for unknown state "${state}"`);
    }
  }
  return { definition, states };
}
