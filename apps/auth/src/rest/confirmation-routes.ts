// Confirmations for risky actions (confirmations/, docs/decisions/0070): the signed-in user
// opens one for an action, confirms it with a passkey or a mailed code, and the shop redeems
// the token server-side before it acts. Every route needs the session as /me does; a refusal
// is the REST error body with the refusal's code in `error`.
import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import {
  CONFIRMATION_ERROR_STATUS,
  type ConfirmationRefusal,
} from "../confirmations/confirmation-refusal.ts";
import { hasCanonicalJson } from "../confirmations/canonical-json.ts";
import type { ConfirmationContext } from "../confirmations/confirmation-context.ts";
import { takeConfirmationToken } from "../confirmations/confirmation-limits.ts";
import {
  ACTION_PATTERN,
  CONFIRMATION_PATHS,
  MAX_CONFIRMATION_BODY_BYTES,
  type ConfirmationCreatedResponse,
  type ConfirmationErrorBody,
  type ConfirmationRedeemedResponse,
  type ConfirmationTokenResponse,
  type PasscodeSentResponse,
} from "../confirmations/confirmation-wire.ts";
import { confirmWithPasscode } from "../confirmations/confirm-with-passcode.ts";
import { confirmWithPasskey } from "../confirmations/confirm-with-passkey.ts";
import type { Confirmed } from "../confirmations/finish-confirmation.ts";
import { openConfirmation } from "../confirmations/open-confirmation.ts";
import { redeemConfirmation } from "../confirmations/redeem-confirmation.ts";
import { resendConfirmationPasscode } from "../confirmations/send-confirmation-passcode.ts";
import type { AppEnv } from "../http/app-env.ts";
import { restErrorBody } from "../http/error-bodies.ts";
import { requestClientInfo } from "../http/request-client-info.ts";
import type { AuthDeps } from "../services.ts";
import { readJsonBody } from "./read-json-body.ts";
import { requireSession } from "./require-session.ts";

// Taken as parsed, not copied: a copy could drop an own `__proto__` key and hash differently.
// One that cannot be hashed (a number too large for a double) is a bad body, not a crash.
const jsonObject = z.custom<Record<string, unknown>>(
  (value) =>
    typeof value === "object" && value !== null && !Array.isArray(value) && hasCanonicalJson(value),
  "expected a JSON object",
);
const action = z.string().regex(ACTION_PATTERN);
const openBody = z.object({ action, details: jsonObject });
const webauthnBody = z.object({ assertion_response: jsonObject });
const passcodeBody = z.object({ code: z.string().min(1).max(32).optional() });
const redeemBody = z.object({ token: z.string().min(1).max(128), action, details: jsonObject });
const uuid = z.uuid();
const notFound: ConfirmationRefusal = { ok: false, error: "confirmation_not_found" };

export function createConfirmationRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);
  const { confirmations, redeem } = CONFIRMATION_PATHS;

  const contextOf = (c: Context<AppEnv>): ConfirmationContext => ({
    deps,
    client: requestClientInfo(c, deps.config.trustProxy),
    userId: c.get("session").userId,
  });

  // The shop's server calls this one; the routes after it are the browser's.
  app.post(redeem, session, async (c) => {
    const body = await readJsonBody(c, redeemBody, MAX_CONFIRMATION_BODY_BYTES);
    const redeemed = await redeemConfirmation(contextOf(c), body);
    if (!redeemed.ok) return refusal(c, redeemed);
    return c.json({
      user_id: redeemed.userId,
      action: redeemed.action,
      action_hash: redeemed.actionHash,
      method: redeemed.method,
      confirmed_at: redeemed.confirmedAt,
    } satisfies ConfirmationRedeemedResponse);
  });

  app.post(confirmations, session, async (c) => {
    const body = await readJsonBody(c, openBody, MAX_CONFIRMATION_BODY_BYTES);
    const ctx = contextOf(c);
    const limited = await takeConfirmationToken(deps, "confirmation-open", ctx.userId);
    if (limited !== undefined) return refusal(c, limited);
    const opened = await openConfirmation(ctx, body);
    if (!opened.ok) return refusal(c, opened);
    const answer: ConfirmationCreatedResponse = {
      id: opened.id,
      action: opened.action,
      action_hash: opened.actionHash,
      expires_at: opened.expiresAt,
      methods: opened.methods,
      ...(opened.webauthn !== undefined && { webauthn: opened.webauthn }),
      ...(opened.sentTo !== undefined && { sent_to: opened.sentTo }),
    };
    return c.json(answer, 201);
  });

  app.post(`${confirmations}/:id/webauthn`, session, async (c) => {
    const body = await readJsonBody(c, webauthnBody);
    const id = c.req.param("id");
    if (!uuid.safeParse(id).success) return refusal(c, notFound);
    const log = c.get("logger");
    const confirmed = await confirmWithPasskey(
      contextOf(c),
      id,
      body.assertion_response,
      (message, details) => log.warn(details, message),
    );
    return tokenAnswer(c, confirmed);
  });

  // `{}` mails (again) a code; `{"code"}` checks one.
  app.post(`${confirmations}/:id/passcode`, session, async (c) => {
    const { code } = await readJsonBody(c, passcodeBody);
    const id = c.req.param("id");
    if (!uuid.safeParse(id).success) return refusal(c, notFound);
    const ctx = contextOf(c);
    if (code !== undefined) return tokenAnswer(c, await confirmWithPasscode(ctx, id, code));
    const sent = await resendConfirmationPasscode(ctx, id);
    if (!sent.ok) return refusal(c, sent);
    return c.json({ sent_to: sent.sentTo } satisfies PasscodeSentResponse);
  });

  return app;
}

function tokenAnswer(c: Context<AppEnv>, outcome: Confirmed | ConfirmationRefusal): Response {
  if (!outcome.ok) return refusal(c, outcome);
  return c.json({
    token: outcome.token,
    expires_at: outcome.expiresAt,
  } satisfies ConfirmationTokenResponse);
}

function refusal(c: Context<AppEnv>, refused: ConfirmationRefusal): Response {
  const status = CONFIRMATION_ERROR_STATUS[refused.error];
  if (refused.retryAfterSeconds !== undefined) {
    c.header("Retry-After", String(refused.retryAfterSeconds));
  }
  const body: ConfirmationErrorBody = {
    ...restErrorBody(status),
    error: refused.error,
    ...(refused.attemptsLeft !== undefined && { attempts_left: refused.attemptsLeft }),
  };
  return c.json(body, status as ContentfulStatusCode);
}
