// The response envelope every flow endpoint returns, and the body of an action request
// (flow-api.md §1.3, §1.4, §1.8; official-elements README §2 "Response contract").
import type { StateActionName } from "./catalogue/state-actions.ts";
import type { FlowError } from "./errors.ts";
import type { Action } from "./inputs.ts";
import type { StatePayloads } from "./payloads.ts";
import type { StateName } from "./states.ts";

export const LINK_CATEGORIES = ["legal", "oauth", "other"] as const;
export const LINK_TARGETS = ["_self", "_blank", "_parent", "_top"] as const;

/** Declared by the engine but never emitted: `links` is always `null` at Hanko HEAD. */
export type Link = {
  name: string;
  href: string;
  category: (typeof LINK_CATEGORIES)[number];
  target: (typeof LINK_TARGETS)[number];
};

/** Only the actions the catalogue allows for `S`; `{}` when none (never null). */
export type StateActions<S extends StateName> = { [A in StateActionName<S>]?: Action<A> };

type EnvelopeOf<S extends StateName> = {
  /** Current state; `"error"` for error results. */
  name: S;
  /** Equals the HTTP status; the official client reads only this one. */
  status: number;
  /** For the next request; rotated on every executed action, `""` on error results. */
  csrf_token: string;
  actions: StateActions<S>;
  /** Only when an error occurred; a non-200 status always has one. */
  error?: FlowError;
  links: Link[] | null;
};

/**
 * One state's response. `payload` is always present (at least `{}`) except in `error`:
 * error results (§1.8) have none, while a 5xx from inside an action enters `error` as a
 * state response with a payload (§1.9).
 */
export type FlowResponseOf<S extends StateName> = EnvelopeOf<S> &
  (S extends "error" ? { payload?: StatePayloads[S] } : { payload: StatePayloads[S] });

/** Any flow response, discriminated by `name`. */
export type FlowResponse = { [S in StateName]: FlowResponseOf<S> }[StateName];

/** A response produced before or around execution: no payload, empty token, no actions. */
export type ErrorResult = {
  name: "error";
  status: number;
  csrf_token: "";
  actions: Record<string, never>;
  error: FlowError;
  links: null;
};

/**
 * `POST {href}` body. `input_data` may be omitted or null (treated as empty); a missing
 * `csrf_token` fails the CSRF check (403), while a body that cannot be bound is a 500 (§1.3).
 */
export type ActionRequestBody = {
  input_data?: Record<string, unknown> | null;
  csrf_token?: string;
};
