// How an executed action ends (flow-api.md §1.9): Continue (with or without a flow error),
// Error, or Revert, each with its hooks in Hanko's order. Decisions: B2 (stash writes of
// before-state hooks are kept after `back` and on 4xx re-renders) and B3 (a 4xx keeps the
// previous state), and states scheduled during a request that ends in Error are dropped with
// the rest of its stash changes.
import { FLOW_ERRORS, type StateName } from "@kretsbutiken/flow-protocol";
import type { CompiledFlow } from "./compile-flow.ts";
import type { FlowRequestContext } from "./flow-context.ts";
import type { ActionOutcome, FlowHook, FlowTypes } from "./flow-definition.ts";
import { advance, peekNext, revert, settleError } from "./flow-document.ts";
import { FlowEngineError } from "./flow-engine-error.ts";
import { FlowRejection } from "./flow-rejection.ts";

async function runHooks<T extends FlowTypes>(
  hooks: readonly FlowHook<T>[] | undefined,
  ctx: FlowRequestContext<T>,
): Promise<void> {
  for (const hook of hooks ?? []) await hook.run(ctx);
}

function stateOf<T extends FlowTypes>(compiled: CompiledFlow<T>, name: StateName) {
  const state = compiled.states.get(name);
  if (state === undefined) {
    throw new FlowEngineError(
      "unknown_state",
      `state "${name}" is not part of flow "${compiled.definition.name}"`,
    );
  }
  return state;
}

/**
 * Hook order for a Continue: after-flow hooks when the next state lies outside the current
 * (sub-)flow, after-state hooks, after-each-action hooks, then the before-state hooks of the
 * state about to be entered. States scheduled now go in front of the stored ones.
 */
async function continueFlow<T extends FlowTypes>(
  compiled: CompiledFlow<T>,
  ctx: FlowRequestContext<T>,
  states: readonly StateName[],
): Promise<void> {
  ctx.schedule(...states);
  const current = stateOf(compiled, ctx.state);
  const upcoming = peekNext(ctx.document, ctx.scheduledNow);
  if (upcoming === undefined || stateOf(compiled, upcoming).owner !== current.owner) {
    await runHooks(compiled.definition.afterFlow?.[current.owner], ctx);
  }
  await runHooks(current.afterState, ctx);
  await runHooks(compiled.definition.afterEachAction, ctx);
  for (const name of ctx.scheduledNow) stateOf(compiled, name);
  const next = peekNext(ctx.document, ctx.scheduledNow);
  if (next === undefined) {
    throw new FlowEngineError("nothing_scheduled", `nothing scheduled after "${ctx.state}"`);
  }
  await runHooks(stateOf(compiled, next).beforeState, ctx);
  ctx.document = advance(ctx.document, {
    scheduledNow: ctx.scheduledNow,
    data: ctx.stash.snapshot(),
    revertible: !ctx.revertPrevented,
  });
}

/** 4xx: stay and re-render; 5xx: enter the error state. The request's stash changes go. */
async function settleWithError<T extends FlowTypes>(
  compiled: CompiledFlow<T>,
  ctx: FlowRequestContext<T>,
): Promise<void> {
  const code = ctx.flowError?.code ?? "technical_error";
  const target = FLOW_ERRORS[code].status < 500 ? ctx.state : compiled.definition.errorState;
  ctx.stash.replace(ctx.document.data);
  ctx.scheduledNow.length = 0;
  await runHooks(stateOf(compiled, target).beforeState, ctx);
  ctx.scheduledNow.length = 0;
  ctx.document = settleError(ctx.document, target, ctx.stash.snapshot());
}

/** Back to the last history entry; sticky keys keep their values (§1.9 Revert). */
async function revertFlow<T extends FlowTypes>(
  compiled: CompiledFlow<T>,
  ctx: FlowRequestContext<T>,
): Promise<void> {
  const reverted = revert(ctx.document, ctx.stash.snapshot());
  if (reverted === undefined) {
    throw new FlowEngineError("not_revertible", `"${ctx.state}" cannot be reverted`);
  }
  ctx.document = reverted;
  ctx.stash.replace(reverted.data);
  ctx.scheduledNow.length = 0;
  await runHooks(stateOf(compiled, reverted.state).beforeState, ctx);
  ctx.scheduledNow.length = 0;
  ctx.document = { ...ctx.document, data: ctx.stash.snapshot() };
}

export async function applyOutcome<T extends FlowTypes>(
  compiled: CompiledFlow<T>,
  ctx: FlowRequestContext<T>,
  outcome: ActionOutcome,
): Promise<void> {
  switch (outcome.kind) {
    case "continue":
      try {
        return await continueFlow(compiled, ctx, outcome.states);
      } catch (error) {
        if (!(error instanceof FlowRejection)) throw error;
        if (error.inputError) {
          ctx.setInputError(error.inputError.name, error.inputError.code, error.message);
        }
        ctx.setFlowError(error.code, error.message);
        return settleWithError(compiled, ctx);
      }
    case "error":
      return settleWithError(compiled, ctx);
    case "revert":
      return revertFlow(compiled, ctx);
  }
}

export { runHooks, stateOf };
