// What a confirmation is bound to: base64url(SHA-256(canonical JSON of {action, details})).
// The shop computes the same from the action it is about to carry out; the auth server puts it
// into the WebAuthn challenge and compares it again when the shop redeems the token.
import { createHash } from "node:crypto";
import { canonicalJson } from "./canonical-json.ts";

export function actionHash(action: string, details: Readonly<Record<string, unknown>>): string {
  return createHash("sha256")
    .update(canonicalJson({ action, details }), "utf8")
    .digest("base64url");
}
