// Top-level flows and sub-flows (flow-api.md "Conventions", §1.2, §1.11, §2.5–§2.8).

/** The four flows with an endpoint of their own: `POST /{flow}`. */
export const FLOW_NAMES = ["login", "registration", "profile", "token_exchange"] as const;
export type FlowName = (typeof FLOW_NAMES)[number];

/** Reusable groups of states; they have no endpoint and never appear in an href (§1.3). */
export const SUB_FLOW_NAMES = [
  "capabilities",
  "credential_usage",
  "credential_onboarding",
  "user_details",
  "mfa_creation",
  "mfa_usage",
  "device_trust",
] as const;
export type SubFlowName = (typeof SUB_FLOW_NAMES)[number];

export const FLOW_PATHS = {
  login: "/login",
  registration: "/registration",
  profile: "/profile",
  token_exchange: "/token_exchange",
} as const satisfies { readonly [F in FlowName]: `/${F}` };

/** State of a freshly created flow (§1.2); token_exchange has no preflight. */
export const INITIAL_STATES = {
  login: "preflight",
  registration: "preflight",
  profile: "preflight",
  token_exchange: "thirdparty",
} as const satisfies { readonly [F in FlowName]: string };

/** The state the preflight's only action continues to (§1.2). */
export const STATES_AFTER_PREFLIGHT = {
  login: "login_init",
  registration: "registration_init",
  profile: "profile_init",
} as const;

/** Absolute lifetime from creation, never extended (§1.11). */
export const FLOW_TTL_SECONDS = {
  login: 24 * 60 * 60,
  registration: 24 * 60 * 60,
  profile: 24 * 60 * 60,
  token_exchange: 60 * 60,
} as const satisfies { readonly [F in FlowName]: number };

export function isFlowName(value: unknown): value is FlowName {
  return typeof value === "string" && (FLOW_NAMES as readonly string[]).includes(value);
}
