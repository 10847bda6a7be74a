// The `state` of a third-party authorization request (flow-api.md §6.4 "Third-party details"):
// what the callback needs to finish it, sealed with the secret box so the provider and the
// browser carry it without reading or changing it, and bound to the browser that started it.
//
// The binding: createState draws a random value for the `hanko_thirdparty_state` cookie
// (./state-cookie.ts) and seals only its SHA-256 inside the state, so a state that reaches our
// callback in another browser is refused: a login CSRF (an attacker's authorization code in the
// victim's browser), or an attacker's connect finished by a victim who was sent the provider's
// URL. Every state needs the cookie, with or without a PKCE code_verifier. Hanko lets a PKCE
// state through without it (for native apps finishing in another browser); we do not
// (docs/decisions/0043): the verifier proves who may exchange the token, not who finished the
// sign-in at the provider, and the callback has already signed that person up or linked them.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { SecretBox } from "../secrets/secret-box.ts";
import { isPkceVerifier } from "./pkce.ts";

/** As Hanko's: five minutes, the cookie's Max-Age. */
export const STATE_TTL_SECONDS = 300;

/** What the callback learns from an opened state. */
export interface OAuthState {
  /** The provider's id: `github`, `custom_<key>`. */
  provider: string;
  /** Where the callback sends the browser (already checked against the allow-list). */
  redirectTo: string;
  /** The OIDC `nonce` sent with the request; the ID token must carry it. */
  nonce: string;
  /** The client's PKCE verifier (`code_verifier` of `thirdparty_oauth`), if it sent one. */
  codeVerifier?: string;
  /** Started from a flow (Hanko's `is_flow`). */
  isFlow: boolean;
  /** The signed-in user, when the state links a provider to an existing account. */
  userId?: string;
  /** The flow that started the sign-in; its `hanko_token` is good in that flow only. */
  flowId?: string;
  issuedAt: Date;
  expiresAt: Date;
}

export type OAuthStateInput = Pick<OAuthState, "provider" | "redirectTo" | "isFlow"> & {
  codeVerifier?: string | undefined;
  userId?: string | undefined;
  flowId?: string | undefined;
};

export type OpenStateError =
  /** Not a state we sealed: altered, truncated, another key, or not sealed at all. */
  | "state_invalid"
  | "state_expired"
  /** No `hanko_thirdparty_state` cookie: not the browser that started the sign-in. */
  | "cookie_missing"
  /** The cookie is another browser's (or another attempt's). */
  | "cookie_mismatch";

export type OpenStateResult =
  { ok: true; state: OAuthState } | { ok: false; error: OpenStateError };

// Tells a sealed state from anything else a secret box reads: SecretBox.open passes values
// without its `enc:v1:` prefix through unchanged (values written before encryption existed), which
// would let a browser hand us a state in plain JSON.
const SEALED = /^enc:v1:[0-9a-f]{8}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/;
/** Far more than any state we seal; anything longer is not opened. */
const MAX_STATE_LENGTH = 4096;
const PURPOSE = "thirdparty_oauth_state";

const sealedSchema = z.strictObject({
  // Keeps other values sealed under the same key (private keys, TOTP secrets) from passing.
  purpose: z.literal(PURPOSE),
  provider: z.string().min(1),
  redirect_to: z.string().min(1),
  nonce: z.string().min(1),
  code_verifier: z.string().refine(isPkceVerifier).optional(),
  is_flow: z.boolean(),
  user_id: z.string().min(1).optional(),
  flow_id: z.string().min(1).optional(),
  browser: z.string().length(43),
  iat: z.number().int(),
  exp: z.number().int(),
});

type Sealed = z.infer<typeof sealedSchema>;

const randomToken = (): string => randomBytes(32).toString("base64url");
const digest = (value: string): Buffer => createHash("sha256").update(value).digest();

/**
 * Seals a new state. `cookieValue` goes into the `hanko_thirdparty_state` cookie; `nonce` into
 * the authorization request of an OIDC provider.
 */
export function createState(
  box: SecretBox,
  input: OAuthStateInput,
  now: Date,
): { state: string; cookieValue: string; nonce: string } {
  if (input.codeVerifier !== undefined && !isPkceVerifier(input.codeVerifier)) {
    throw new TypeError("codeVerifier is not a PKCE verifier (RFC 7636 §4.1)");
  }
  const cookieValue = randomToken();
  const nonce = randomToken();
  const iat = Math.floor(now.getTime() / 1000);
  const sealed: Sealed = {
    purpose: PURPOSE,
    provider: input.provider,
    redirect_to: input.redirectTo,
    nonce,
    // JSON.stringify leaves out the ones that are undefined.
    code_verifier: input.codeVerifier,
    is_flow: input.isFlow,
    user_id: input.userId,
    flow_id: input.flowId,
    browser: digest(cookieValue).toString("base64url"),
    iat,
    exp: iat + STATE_TTL_SECONDS,
  };
  return { state: box.seal(JSON.stringify(sealed)), cookieValue, nonce };
}

/** Opens a state from the callback with the request's `hanko_thirdparty_state` cookie. */
export function openState(
  box: SecretBox,
  state: string,
  cookieValue: string | undefined,
  now: Date,
): OpenStateResult {
  const sealed = unseal(box, state);
  if (sealed === undefined) return { ok: false, error: "state_invalid" };
  if (now.getTime() >= sealed.exp * 1000) return { ok: false, error: "state_expired" };
  if (cookieValue === undefined || cookieValue === "")
    return { ok: false, error: "cookie_missing" };
  if (!timingSafeEqual(digest(cookieValue), Buffer.from(sealed.browser, "base64url"))) {
    return { ok: false, error: "cookie_mismatch" };
  }
  const opened: OAuthState = {
    provider: sealed.provider,
    redirectTo: sealed.redirect_to,
    nonce: sealed.nonce,
    isFlow: sealed.is_flow,
    issuedAt: new Date(sealed.iat * 1000),
    expiresAt: new Date(sealed.exp * 1000),
  };
  if (sealed.code_verifier !== undefined) opened.codeVerifier = sealed.code_verifier;
  if (sealed.user_id !== undefined) opened.userId = sealed.user_id;
  if (sealed.flow_id !== undefined) opened.flowId = sealed.flow_id;
  return { ok: true, state: opened };
}

function unseal(box: SecretBox, state: string): Sealed | undefined {
  if (state.length > MAX_STATE_LENGTH || !SEALED.test(state)) return undefined;
  let sealed: Sealed;
  try {
    sealed = sealedSchema.parse(JSON.parse(box.open(state)));
  } catch {
    return undefined;
  }
  return digestLength(sealed.browser) ? sealed : undefined;
}

const digestLength = (browser: string): boolean => Buffer.from(browser, "base64url").length === 32;
