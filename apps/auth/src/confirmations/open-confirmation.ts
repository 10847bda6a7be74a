// Opens a confirmation of one action for the signed-in user. With passkeys, the answer carries
// WebAuthn request options whose challenge is SHA-256(nonce ‖ action hash), naming only the
// user's passkeys (security keys kept for the second factor are not offered), and a mailed code
// stays available on request. Without, a code is mailed at once. Neither: nothing to confirm
// with, and no row is written.
import { randomUUID } from "node:crypto";
import type { PublicKeyRequestOptionsJSON } from "@kretsbutiken/flow-protocol";
import type { ConfirmationsTable } from "../db/schema.ts";
import { requestOptions } from "../webauthn/assertion-ceremony.ts";
import { createCredentialStore } from "../webauthn/credential-store.ts";
import { relyingParty } from "../webauthn/relying-party.ts";
import { actionHash } from "./action-hash.ts";
import { confirmationChallenge, newNonce } from "./confirmation-challenge.ts";
import { CONFIRMATION_TTL_MS, type ConfirmationContext } from "./confirmation-context.ts";
import { refuse, type ConfirmationRefusal } from "./confirmation-refusal.ts";
import { createConfirmationStore } from "./confirmation-store.ts";
import type { ConfirmationMethod } from "./finish-confirmation.ts";
import { confirmationAddress, sendConfirmationPasscode } from "./send-confirmation-passcode.ts";

export interface OpenedConfirmation {
  ok: true;
  id: string;
  action: string;
  actionHash: string;
  expiresAt: string;
  methods: ConfirmationMethod[];
  webauthn?: PublicKeyRequestOptionsJSON;
  /** The masked address, when a code was mailed at once. */
  sentTo?: string;
}

export async function openConfirmation(
  ctx: ConfirmationContext,
  input: { action: string; details: Record<string, unknown> },
): Promise<OpenedConfirmation | ConfirmationRefusal> {
  const { deps, userId } = ctx;
  const passkeys = deps.config.passkeys.enabled
    ? (await createCredentialStore(deps.db).listOf(userId)).filter((c) => c.mfa_only === 0)
    : [];
  const mailable = (await confirmationAddress(ctx)) !== undefined;
  if (passkeys.length === 0 && !mailable) return refuse("confirmation_method_unavailable");

  const now = deps.clock.now();
  const hash = actionHash(input.action, input.details);
  const nonce = newNonce();
  const challenge = confirmationChallenge(nonce, hash);
  const row: ConfirmationsTable = {
    id: randomUUID(),
    user_id: userId,
    action: input.action,
    action_hash: hash,
    nonce: nonce.toString("base64url"),
    method: null,
    challenge: challenge.toString("base64url"),
    passcode_id: null,
    attempts: 0,
    expires_at: new Date(now.getTime() + CONFIRMATION_TTL_MS).toISOString(),
    confirmed_at: null,
    token_hash: null,
    redeemed_at: null,
    created_at: now.toISOString(),
  };
  await createConfirmationStore(deps.db).insert(row);
  const opened: OpenedConfirmation = {
    ok: true,
    id: row.id,
    action: row.action,
    actionHash: hash,
    expiresAt: row.expires_at,
    methods: [
      ...(passkeys.length > 0 ? ["webauthn" as const] : []),
      ...(mailable ? ["passcode" as const] : []),
    ],
  };
  if (passkeys.length > 0) {
    // The browser may take as long as the confirmation lives, not the sign-in's timeout.
    const rp = { ...relyingParty(deps.config), timeoutMs: CONFIRMATION_TTL_MS };
    const { options } = await requestOptions(rp, "required", passkeys, new Uint8Array(challenge));
    opened.webauthn = options.publicKey;
    return opened;
  }
  const sent = await sendConfirmationPasscode(ctx, row);
  if (!sent.ok) return sent;
  opened.sentTo = sent.sentTo;
  return opened;
}
