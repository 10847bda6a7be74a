// Whether the provider still honours a session, asked over a fake fetch: what is asked, how
// long an answer is reused (a session ended elsewhere is noticed once that time is up), and
// that a provider which cannot answer is an error, never a signed-in or signed-out verdict.
import { HEADERS } from "@kretsbutiken/flow-protocol";
import { describe, expect, it } from "vitest";
import { AuthUnavailableError } from "./auth-unavailable-error.ts";
import { sessionLiveness, type SessionLivenessOptions } from "./session-liveness.ts";

interface Asked {
  url: string;
  init: RequestInit;
}

function provider(answer: (token: string) => Response | Promise<Response>) {
  const asked: Asked[] = [];
  const fetch: typeof globalThis.fetch = async (url, init) => {
    asked.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
    const body = typeof init?.body === "string" ? init.body : "{}";
    const { session_token } = JSON.parse(body) as { session_token: string };
    return answer(session_token);
  };
  return { asked, fetch };
}

const live = (token: string) => Response.json({ is_valid: true, user_id: `user-of-${token}` });

function liveness(fetch: typeof globalThis.fetch, options: Partial<SessionLivenessOptions> = {}) {
  let now = 1_000_000;
  const check = sessionLiveness({
    baseUrl: "http://auth.internal",
    timeoutMs: 500,
    rememberSeconds: 5,
    fetch,
    now: () => now,
    ...options,
  });
  return { check, advance: (ms: number) => void (now += ms) };
}

describe("sessionLiveness", () => {
  it("asks the provider's validate endpoint with the token and the shop request's id", async () => {
    const { asked, fetch } = provider(live);
    const { check } = liveness(fetch);
    expect(await check.check("t1", "req-7")).toBe("user-of-t1");
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url).toBe("http://auth.internal/sessions/validate");
    expect(asked[0]?.init.method).toBe("POST");
    expect(asked[0]?.init.body).toBe(JSON.stringify({ session_token: "t1" }));
    expect(asked[0]?.init.headers).toEqual({
      Accept: "application/json",
      "Content-Type": "application/json",
      [HEADERS.requestId]: "req-7",
    });
    expect(asked[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    ["a session it no longer honours", { is_valid: false, user_id: "u1" }],
    ["a live session without a user id", { is_valid: true }],
    ["a user id that is not a string", { is_valid: true, user_id: 7 }],
    ["is_valid that is not true", { is_valid: "true", user_id: "u1" }],
  ])("reports no user for %s", async (_case, body) => {
    const { fetch } = provider(() => Response.json(body));
    expect(await liveness(fetch).check.check("t1")).toBeUndefined();
  });

  it("reports no user when the answer is not JSON", async () => {
    const { fetch } = provider(() => new Response("<html>", { status: 200 }));
    expect(await liveness(fetch).check.check("t1")).toBeUndefined();
  });

  it.each([
    ["answers with an error", () => new Response("down", { status: 503 })],
    [
      "cannot be reached",
      () => {
        throw new TypeError("fetch failed");
      },
    ],
  ])("throws AuthUnavailableError when the provider %s", async (_case, answer) => {
    const { fetch } = provider(answer);
    await expect(liveness(fetch).check.check("t1")).rejects.toBeInstanceOf(AuthUnavailableError);
  });

  it("says in the error which address failed, and how, for the shop's warning", async () => {
    const down = provider(() => new Response("down", { status: 503 }));
    await expect(liveness(down.fetch).check.check("t1")).rejects.toThrow(
      "http://auth.internal/sessions/validate answered 503",
    );
    const refused = new TypeError("fetch failed");
    const unreachable = provider(() => {
      throw refused;
    });
    const error: unknown = await liveness(unreachable.fetch)
      .check.check("t1")
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AuthUnavailableError);
    expect((error as Error).message).toBe("could not reach http://auth.internal/sessions/validate");
    expect((error as Error).cause).toBe(refused);
  });

  it("reuses an answer until its time is up, to the millisecond", async () => {
    let valid = true;
    const { asked, fetch } = provider(() => Response.json({ is_valid: valid, user_id: "u1" }));
    const { check, advance } = liveness(fetch);
    expect(await check.check("t1")).toBe("u1");
    valid = false;
    advance(4_999);
    expect(await check.check("t1")).toBe("u1");
    expect(asked).toHaveLength(1);
    advance(1);
    expect(await check.check("t1")).toBeUndefined();
    expect(asked).toHaveLength(2);
  });

  it("remembers a signed-out answer too, and each token's answer apart", async () => {
    const { asked, fetch } = provider((token) =>
      token === "ended" ? Response.json({ is_valid: false }) : live(token),
    );
    const { check } = liveness(fetch);
    expect(await check.check("ended")).toBeUndefined();
    expect(await check.check("t2")).toBe("user-of-t2");
    expect(await check.check("ended")).toBeUndefined();
    expect(await check.check("t2")).toBe("user-of-t2");
    expect(asked).toHaveLength(2);
  });

  it("asks every time when told to remember nothing", async () => {
    const { asked, fetch } = provider(live);
    const { check } = liveness(fetch, { rememberSeconds: 0 });
    await check.check("t1");
    await check.check("t1");
    expect(asked).toHaveLength(2);
  });

  it("asks again after forgetting a token (logout)", async () => {
    const { asked, fetch } = provider(live);
    const { check } = liveness(fetch);
    await check.check("t1");
    check.forget("t1");
    await check.check("t1");
    expect(asked).toHaveLength(2);
  });

  it("keeps at most 10 000 answers, dropping the oldest first", async () => {
    const { asked, fetch } = provider(live);
    const { check } = liveness(fetch);
    for (let i = 0; i < 10_001; i++) await check.check(`t${i}`);
    expect(asked).toHaveLength(10_001);
    await check.check("t1");
    await check.check("t10000");
    expect(asked).toHaveLength(10_001);
    await check.check("t0");
    expect(asked).toHaveLength(10_002);
  });

  it("moves a token asked again to the back of the queue", async () => {
    const { asked, fetch } = provider(live);
    const { check, advance } = liveness(fetch);
    for (let i = 0; i < 10_000; i++) await check.check(`t${i}`);
    advance(5_000);
    // t0's answer is out of date: asked again, it becomes the newest, and t1 the oldest.
    await check.check("t0");
    await check.check("t-new");
    expect(asked).toHaveLength(10_002);
    await check.check("t0");
    expect(asked).toHaveLength(10_002);
  });
});
