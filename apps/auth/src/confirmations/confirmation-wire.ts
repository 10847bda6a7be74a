// The wire contract of confirmations (apps/auth/README.md "Confirmations for risky actions"):
// paths, the rules of an action name and a body, and the JSON answers. Kept here until the shop
// consumes it; then it moves to @kretsbutiken/flow-protocol with the other REST names.
import type { PublicKeyRequestOptionsJSON, RestErrorBody } from "@kretsbutiken/flow-protocol";
import type { ConfirmationErrorCode } from "./confirmation-refusal.ts";

export const CONFIRMATION_PATHS = {
  confirmations: "/confirmations",
  redeem: "/confirmations/redeem",
} as const;

export function confirmationPath(id: string, method: "webauthn" | "passcode"): string {
  return `${CONFIRMATION_PATHS.confirmations}/${encodeURIComponent(id)}/${method}`;
}

/** A dotted lower-case name the shop chooses, e.g. `order.refund` or `account.delete`. */
export const ACTION_PATTERN = /^[a-z][a-z0-9_.]{0,63}$/;

/** Opening and redeeming bodies carry the action's details: small by design. */
export const MAX_CONFIRMATION_BODY_BYTES = 4 * 1024;

/** `POST /confirmations`: 201. */
export interface ConfirmationCreatedResponse {
  id: string;
  action: string;
  action_hash: string;
  expires_at: string;
  methods: ("webauthn" | "passcode")[];
  /** For navigator.credentials.get({publicKey}), when `methods` has "webauthn". */
  webauthn?: PublicKeyRequestOptionsJSON;
  /** The masked address a code was mailed to at once (no passkey to sign with). */
  sent_to?: string;
}

/** `POST /confirmations/{id}/webauthn` and `/passcode` with a code: 200. */
export interface ConfirmationTokenResponse {
  /** Opaque; for the shop to redeem within `expires_at` (2 minutes), once. */
  token: string;
  expires_at: string;
}

/** `POST /confirmations/{id}/passcode` with `{}`: 200. */
export interface PasscodeSentResponse {
  sent_to: string;
}

/** `POST /confirmations/redeem`: 200. */
export interface ConfirmationRedeemedResponse {
  user_id: string;
  action: string;
  action_hash: string;
  method: string;
  confirmed_at: string;
}

/** The REST error body, with the refusal's stable code. */
export type ConfirmationErrorBody = RestErrorBody & {
  error: ConfirmationErrorCode;
  /** After a failed try: how many remain (0: the confirmation has ended). */
  attempts_left?: number;
};
