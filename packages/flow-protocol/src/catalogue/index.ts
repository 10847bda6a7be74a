export {
  BACK,
  SKIP,
  type ActionSpec,
  type AllowedValuesSource,
  type ConfigLengthKey,
  type InputSpec,
  type OptionalFlagKey,
  type StateActionSpecs,
} from "./action-spec.ts";
export {
  DEFAULT_INPUT_CONFIG,
  PASSWORD_MAX_BYTES,
  resolveInput,
  type InputConfig,
  type InputExtras,
} from "./resolve-input.ts";
export {
  STATE_ACTIONS,
  actionDescription,
  actionSpec,
  stateActionNames,
  type StateActionName,
} from "./state-actions.ts";
export {
  NOT_OFFERED_IN_FLOWS,
  OFFERED_ACTIONS,
  isOfferedByAnyState,
  mayOffer,
} from "./offered-actions.ts";
