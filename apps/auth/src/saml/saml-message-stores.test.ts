import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { deleteExpired } from "../cleanup/delete-expired.ts";
import type { Clock } from "../services.ts";
import { createSamlReplayCache, createSamlRequestStore } from "./saml-message-stores.ts";

const START = Date.parse("2026-03-01T10:00:00.000Z");
const MINUTE = 60_000;

describe.each(dialectCases())(
  "SAML messages in the database on $dialect",
  ({ dialect, skipReason }) => {
    let test: TestDatabase | undefined;
    let now = START;
    const clock: Clock = { now: () => new Date(now) };
    const db = () => test!.database.db;
    /** Two instances of the server: separate store objects over one database. */
    const instances = () => [
      {
        requests: createSamlRequestStore(db(), clock),
        replays: createSamlReplayCache(db(), clock),
      },
      {
        requests: createSamlRequestStore(db(), clock),
        replays: createSamlReplayCache(db(), clock),
      },
    ];

    beforeAll(async () => {
      if (skipReason) return;
      test = await openTestDatabase(dialect);
    });
    afterAll(() => test?.close());
    beforeEach(async (ctx) => {
      if (skipReason) ctx.skip(skipReason);
      now = START;
      await db().deleteFrom("saml_messages").execute();
    });

    const request = {
      provider: "corp.example",
      relayState: "hanko_spi__abc",
      expiresAt: START + 10 * MINUTE,
      redirectTo: "https://shop.example.com/login?x=1",
      flowId: "8f0c7d4e-0000-4000-8000-000000000001",
    };

    describe("AuthnRequest store", () => {
      it("lets another instance read the request and answer it once", async () => {
        const [a, b] = instances();
        await a!.requests.save("_r1", request);
        expect(await b!.requests.peek("_r1")).toEqual(request);
        expect(await b!.requests.take("_r1")).toEqual(request);
        expect(await a!.requests.take("_r1")).toBeUndefined();
        expect(await a!.requests.peek("_r1")).toBeUndefined();
      });

      it("keeps a request without redirect or flow as it was", async () => {
        const [a] = instances();
        const bare = { provider: "corp.example", relayState: "", expiresAt: START + MINUTE };
        await a!.requests.save("_bare", bare);
        expect(await a!.requests.take("_bare")).toEqual(bare);
      });

      it.each([
        { name: "expired", advance: 10 * MINUTE },
        { name: "long expired", advance: 60 * MINUTE },
      ])("answers nothing for an $name request, and removes it", async ({ advance }) => {
        const [a] = instances();
        await a!.requests.save("_r1", request);
        now += advance;
        expect(await a!.requests.peek("_r1")).toBeUndefined();
        expect(await a!.requests.take("_r1")).toBeUndefined();
        expect(await db().selectFrom("saml_messages").selectAll().execute()).toEqual([]);
      });

      it.each([
        { name: "unknown", id: "_never" },
        { name: "empty", id: "" },
        { name: "longer than any id of ours", id: `_${"x".repeat(300)}` },
      ])("answers nothing for an $name id", async ({ id }) => {
        const [a] = instances();
        await a!.requests.save("_r1", request);
        expect(await a!.requests.peek(id)).toBeUndefined();
        expect(await a!.requests.take(id)).toBeUndefined();
        expect(await a!.requests.peek("_r1")).toEqual(request);
      });

      it("keeps a request under the longest id the table holds", async () => {
        const [a] = instances();
        const id = `_${"x".repeat(254)}`;
        await a!.requests.save(id, request);
        expect(await a!.requests.peek(id)).toEqual(request);
        expect(await a!.requests.take(id)).toEqual(request);
      });

      it("answers nothing for an id that is no string (a field the browser left out)", async () => {
        const [a] = instances();
        expect(await a!.requests.peek(undefined as unknown as string)).toBeUndefined();
        expect(await a!.requests.take(42 as unknown as string)).toBeUndefined();
      });

      it("answers nothing for a request row without its data, and removes it", async () => {
        const [a] = instances();
        const expires_at = new Date(START + MINUTE).toISOString();
        await db()
          .insertInto("saml_messages")
          .values({ kind: "request", id: "_empty", data: null, expires_at })
          .execute();
        expect(await a!.requests.peek("_empty")).toBeUndefined();
        expect(await a!.requests.take("_empty")).toBeUndefined();
        expect(await db().selectFrom("saml_messages").selectAll().execute()).toEqual([]);
      });

      it("gives a request to exactly one of many concurrent takers", async () => {
        const [a, b] = instances();
        await a!.requests.save("_r1", request);
        const takers = Array.from({ length: 8 }, (_, i) => (i % 2 ? a! : b!).requests.take("_r1"));
        const taken = (await Promise.all(takers)).filter((value) => value !== undefined);
        expect(taken).toEqual([request]);
      });

      it("refuses a second request with the same id", async () => {
        const [a, b] = instances();
        await a!.requests.save("_r1", request);
        await expect(b!.requests.save("_r1", request)).rejects.toThrow();
      });
    });

    describe("replay cache", () => {
      it("says new once per key, on every instance, until the key expires", async () => {
        const [a, b] = instances();
        expect(await a!.replays.remember("idp\n_1", START + MINUTE)).toBe(true);
        expect(await b!.replays.remember("idp\n_1", START + MINUTE)).toBe(false);
        expect(await a!.replays.remember("idp\n_1", START + MINUTE)).toBe(false);
        expect(await b!.replays.remember("other-idp\n_1", START + MINUTE)).toBe(true);
        now = START + MINUTE - 1;
        expect(await b!.replays.remember("idp\n_1", START + 2 * MINUTE)).toBe(false);
        now = START + MINUTE;
        expect(await b!.replays.remember("idp\n_1", START + 2 * MINUTE)).toBe(true);
        expect(await a!.replays.remember("idp\n_1", START + 2 * MINUTE)).toBe(false);
      });

      it("says new to exactly one of many concurrent posts of one assertion", async () => {
        const [a, b] = instances();
        const posts = Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? a! : b!).replays.remember("idp\n_race", START + MINUTE),
        );
        const answers = await Promise.all(posts);
        expect(answers.filter(Boolean)).toHaveLength(1);
      });

      it("does not mistake another failure for a replay", async () => {
        const [a] = instances();
        await expect(a!.replays.remember("idp\n_nan", Number.NaN)).rejects.toThrow(RangeError);
        expect(await a!.replays.remember("idp\n_nan", START + MINUTE)).toBe(true);
      });

      it("keeps an assertion id apart from a request with the same id", async () => {
        const [a] = instances();
        await a!.requests.save("_same", request);
        expect(await a!.replays.remember("_same", START + MINUTE)).toBe(true);
        expect(await a!.requests.take("_same")).toEqual(request);
      });

      it("takes keys of any length (an issuer URL and an assertion id)", async () => {
        const [a] = instances();
        const key = `https://idp.example.com/${"x".repeat(400)}\n_${"y".repeat(400)}`;
        expect(await a!.replays.remember(key, START + MINUTE)).toBe(true);
        expect(await a!.replays.remember(key, START + MINUTE)).toBe(false);
      });

      it("is joined by a caller's transaction without breaking it on a replay", async () => {
        await createSamlReplayCache(db(), clock).remember("idp\n_tx", START + MINUTE);
        const answer = await db()
          .transaction()
          .execute(async (trx) => {
            const replayed = await createSamlReplayCache(trx, clock).remember(
              "idp\n_tx",
              START + MINUTE,
            );
            // The transaction is still usable after the refused insert (a savepoint on PostgreSQL).
            const rows = await trx.selectFrom("saml_messages").select("kind").execute();
            return { replayed, rows: rows.length };
          });
        expect(answer).toEqual({ replayed: false, rows: 1 });
      });
    });

    it("leaves the cleanup job only expired rows to delete", async () => {
      const [a] = instances();
      await a!.requests.save("_old", { ...request, expiresAt: START + MINUTE });
      await a!.requests.save("_new", { ...request, expiresAt: START + 20 * MINUTE });
      await a!.replays.remember("idp\n_old", START + MINUTE);
      await a!.replays.remember("idp\n_new", START + 20 * MINUTE);
      const counts = await deleteExpired(db(), {
        now: new Date(START + 2 * MINUTE),
        passcodeTtlSeconds: 300,
      });
      expect(counts.oneTimeValues).toBe(2);
      expect(await a!.requests.peek("_new")).toEqual({
        ...request,
        expiresAt: START + 20 * MINUTE,
      });
      expect(await a!.replays.remember("idp\n_new", START + 20 * MINUTE)).toBe(false);
    });
  },
);
