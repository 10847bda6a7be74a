// The provider's JSON over HTTP: one request with a timeout, its body as a JSON object, and
// every network or parse failure as a result instead of a thrown fetch error.
import { asObject, type Json } from "./provider-user.ts";

export type Fetch = typeof fetch;

/** Providers answer in well under a second; a hung one must not hold the callback. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export type JsonResponse =
  /** `body` undefined: the answer was not a JSON object or array (an HTML error page, …). */
  | { ok: true; status: number; body: Json | unknown[] | undefined; detail: string }
  | { ok: false; detail: string };

/** Sends the request (redirects refused) and reads its JSON, whatever the status. */
export async function requestJson(
  fetchImpl: Fetch,
  url: string,
  init: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: URLSearchParams } = {},
): Promise<JsonResponse> {
  // The query stays out of the log: Facebook's carries the appsecret_proof.
  const where = URL.parse(url);
  const endpoint = where === null ? "?" : `${where.origin}${where.pathname}`;
  try {
    const response = await fetchImpl(url, {
      ...init,
      redirect: "error",
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      headers: { accept: "application/json", "user-agent": "kretsbutiken-auth", ...init.headers },
    });
    const text = await response.text();
    const detail = `${response.status} from ${endpoint}`;
    return { ok: true, status: response.status, body: parseJson(text), detail };
  } catch (error) {
    return { ok: false, detail: `${endpoint}: ${String(error)}` };
  }
}

function parseJson(text: string): Json | unknown[] | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return Array.isArray(body) ? body : asObject(body);
  } catch {
    return undefined;
  }
}
