// The browser's half of a confirmation (apps/auth/README.md "Confirmations for risky actions"):
// open one for the action the server rendered into the page, answer it with a passkey's
// assertion or a mailed code, and get the one-time token the form then carries. The session
// travels as the auth server's cookie (credentials: "include", decision 0045); the auth server
// allows the shop's origin by CORS. Every failure is a value with the provider's stable code.
import {
  confirmationRefusal,
  type ConfirmationRefusal,
} from "../../../domain/confirmations/confirmation-refusal.ts";
import type { RiskyAction } from "../../../domain/confirmations/risky-action.ts";

export interface OpenedConfirmation {
  id: string;
  methods: ("webauthn" | "passcode")[];
  /** PublicKeyCredentialRequestOptionsJSON, when "webauthn" is among the methods. */
  webauthn?: unknown;
  /** The masked address a code was mailed to at once. */
  sentTo?: string;
}

export type Answer<T> = ({ ok: true } & T) | Refused;

export interface Refused {
  ok: false;
  refusal: ConfirmationRefusal;
  /** After a wrong code or assertion. */
  attemptsLeft?: number;
}

const TIMEOUT_MS = 15_000;

async function post<T>(authUrl: string, path: string, body: unknown): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(`${authUrl}${path}`, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, refusal: "confirmation_unavailable" };
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, ...(json as T) };
  // 401 without a code: the session ended; the form post will say so on the server.
  const refused: Refused = {
    ok: false,
    refusal:
      response.status === 401 && json["error"] === undefined
        ? "confirmation_not_found"
        : confirmationRefusal(json["error"]),
  };
  if (typeof json["attempts_left"] === "number") refused.attemptsLeft = json["attempts_left"];
  return refused;
}

const path = (id: string, method: "webauthn" | "passcode") =>
  `/confirmations/${encodeURIComponent(id)}/${method}`;

export async function openConfirmation(
  authUrl: string,
  request: RiskyAction,
): Promise<Answer<OpenedConfirmation>> {
  const opened = await post<{
    id: string;
    methods: OpenedConfirmation["methods"];
    webauthn?: unknown;
    sent_to?: string;
  }>(authUrl, "/confirmations", request);
  if (!opened.ok) return opened;
  return {
    ok: true,
    id: opened.id,
    methods: opened.methods,
    ...(opened.webauthn !== undefined && { webauthn: opened.webauthn }),
    ...(opened.sent_to !== undefined && { sentTo: opened.sent_to }),
  };
}

export const answerWithPasskey = (authUrl: string, id: string, assertion: unknown) =>
  post<{ token: string }>(authUrl, path(id, "webauthn"), { assertion_response: assertion });

export const answerWithCode = (authUrl: string, id: string, code: string) =>
  post<{ token: string }>(authUrl, path(id, "passcode"), { code });

export const sendCode = (authUrl: string, id: string) =>
  post<{ sent_to: string }>(authUrl, path(id, "passcode"), {});
