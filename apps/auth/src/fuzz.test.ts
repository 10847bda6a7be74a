// A seeded, bounded fuzz run over every endpoint and every action the server offers: a few
// thousand malformed or unexpected requests (wrong methods, content types, broken and deeply
// nested JSON, wrong types, huge and odd strings, stale or missing CSRF tokens, made-up action
// names and flow ids, garbage tokens). None may answer 5xx or hang; the server is healthy and
// a normal sign-in still works afterwards. Same seed, same requests: a failure replays.
import { ACTION_NAMES } from "@kretsbutiken/flow-protocol";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../test/create-test-auth.ts";
import { signIn } from "../test/sign-in.ts";
import { FlowClient, type WireBody } from "./flow/testing/flow-client.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const PER_REQUEST_MS = 5000;

/** mulberry32: small, fast, and the same sequence for the same seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const rng = random(SEED);

const STRINGS = [
  "",
  " ",
  "a",
  "kund@example.se",
  "KUND@EXAMPLE.SE",
  "not-an-email",
  "123456",
  "000000",
  "x".repeat(300),
  "ä".repeat(100),
  "\u0000",
  "\ud800",
  "💳".repeat(50),
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "../../etc/passwd",
  "null",
];

function value(depth = 0): unknown {
  switch (rng.int(depth > 3 ? 6 : 9)) {
    case 0:
      return rng.pick(STRINGS);
    case 1:
      return rng.int(2) === 0 ? rng.int(1_000_000) : -rng.next() * 1e308;
    case 2:
      return rng.int(2) === 0;
    case 3:
      return null;
    case 4:
      return rng.pick([Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, 0.1, -0]);
    case 5:
      return rng.pick(STRINGS).repeat(rng.int(3) + 1);
    case 6:
      return Array.from({ length: rng.int(4) }, () => value(depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: rng.int(4) }, () => [
          rng.pick(["email", "code", "password", "new_password", "username", "__proto__", "x"]),
          value(depth + 1),
        ]),
      );
  }
}

function body(csrf: string | undefined): BodyInit | undefined {
  switch (rng.int(8)) {
    case 0:
      return undefined;
    case 1:
      return "{not json";
    case 2: {
      const depth = rng.int(5000);
      return `{"csrf_token":"${csrf}","input_data":{"email":${"[".repeat(depth)}${"]".repeat(depth)}}}`;
    }
    case 3:
      return JSON.stringify(value());
    case 4:
      return JSON.stringify({
        csrf_token: rng.pick([csrf, "stale", 5, null]),
        input_data: value(),
      });
    default:
      return JSON.stringify({ csrf_token: csrf, input_data: value() });
  }
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "",
];

let auth: TestAuth;
beforeAll(async () => {
  auth = await createTestAuth();
});
afterAll(() => auth.close());

async function send(path: string, init: RequestInit): Promise<Response> {
  return Promise.race([
    auth.request(path, init),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${PER_REQUEST_MS} ms`)), PER_REQUEST_MS),
    ),
  ]);
}

it(
  `answers ${REQUESTS} fuzzed requests (seed ${SEED}) without a 5xx or a hang`,
  { timeout: 180_000 },
  async () => {
    const user = await signIn(auth);
    const failures: string[] = [];
    let live: WireBody | undefined;

    for (let n = 0; n < REQUESTS && failures.length < 5; n++) {
      // Now and then a real flow, so that actions hit real states with real tokens.
      if (live === undefined || rng.int(20) === 0) {
        const flow = new FlowClient(
          (path, init) => auth.request(path, init),
          rng.pick(["login", "registration"]),
        );
        live = await flow.start();
      }
      const offered = Object.values(live.actions ?? {});
      const flowId = offered[0]?.href.split("@")[1] ?? crypto.randomUUID();
      const action =
        rng.int(4) === 0
          ? rng.pick(["", "x", "a@b", `${"y".repeat(300)}`])
          : rng.pick(ACTION_NAMES);
      const target = rng.pick(
        rng.int(2) === 0 && offered.length > 0
          ? [() => rng.pick(offered).href]
          : [
              () =>
                `/${rng.pick(["login", "registration", "profile", "token_exchange", "nope"])}?action=${encodeURIComponent(`${action}@${rng.int(3) === 0 ? crypto.randomUUID() : flowId}`)}`,
              () => (offered.length > 0 ? rng.pick(offered).href : "/login"),
              () => rng.pick(["/login", "/registration", "/profile"]),
              () =>
                rng.pick([
                  "/me",
                  "/logout",
                  "/sessions/validate",
                  "/user",
                  "/users",
                  "/emails",
                  `/emails/${rng.pick([crypto.randomUUID(), "x"])}/set_primary`,
                  `/users/${rng.pick([user.userId, "x"])}`,
                  "/token",
                  "/.well-known/jwks.json",
                  "/health/ready",
                  "/thirdparty/callback",
                  "/nope",
                ]),
            ],
      )();
      const headers: Record<string, string> = {};
      const type = rng.pick(CONTENT_TYPES);
      if (type !== "") headers["Content-Type"] = type;
      if (rng.int(3) === 0)
        headers.Authorization = rng.pick([
          user.auth.Authorization,
          "Bearer x.y.z",
          "Basic Zm9v",
          "Bearer ",
        ]);
      if (rng.int(5) === 0) headers["X-Language"] = rng.pick(["sv", "en", "xx", "ä".repeat(40)]);
      const method = rng.int(5) === 0 ? rng.pick(["GET", "PUT", "DELETE", "PATCH"]) : "POST";
      const init: RequestInit = { method, headers };
      if (method !== "GET") {
        const sent = body(live.csrf_token);
        if (sent !== undefined) init.body = sent;
      }
      try {
        const response = await send(target, init);
        const text = await response.text();
        const state = /"name":"(\w+)"/.exec(text)?.[1] ?? "";
        // Follow the flow where the answer moved it.
        if (state !== "" && state !== "error" && text.includes('"csrf_token":"'))
          live = JSON.parse(text) as WireBody;
        if (response.status >= 500)
          failures.push(
            `#${n} ${method} ${target} → ${response.status}: ${typeof init.body === "string" ? init.body.slice(0, 120) : ""}`,
          );
      } catch (error) {
        failures.push(`#${n} ${method} ${target} → ${String(error)}`);
      }
    }

    expect(failures).toEqual([]);
    expect((await auth.request("/health/ready")).status).toBe(200);
    const after = new FlowClient((path, init) => auth.request(path, init), "login");
    await after.start();
    expect(
      (await after.act("register_client_capabilities", { webauthn_available: false })).name,
    ).toBe("login_init");
  },
);
