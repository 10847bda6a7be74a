import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestClock } from "../../test/test-clock.ts";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import type { UserStore } from "../services.ts";
import { createEmailStore, type EmailStore } from "./email-store.ts";
import { createUserStore } from "./user-store.ts";

describe.each(dialectCases())("createEmailStore on $dialect", ({ dialect, skipReason }) => {
  let test: TestDatabase | undefined;
  let users: UserStore;
  let emails: EmailStore;
  const clock = createTestClock("2026-01-02T03:04:05.000Z");

  beforeAll(async () => {
    if (skipReason) return;
    test = await openTestDatabase(dialect);
    users = createUserStore(test.database.db, clock);
    emails = createEmailStore(test.database.db, clock);
  });
  afterAll(() => test?.close());
  beforeEach((ctx) => {
    if (skipReason) ctx.skip(skipReason);
  });

  const newUser = async (address?: string) => {
    const id = crypto.randomUUID();
    await users.create({ id, ...(address && { email: { address, verified: true } }) });
    return id;
  };
  const later = () => clock.advance(1000);

  it("adds addresses up to the limit, lower-cased and not primary", async () => {
    const id = await newUser(`a-${crypto.randomUUID()}@example.com`);
    later();
    const added = await emails.add(id, " Second@Example.com ", { verified: false, limit: 2 });
    expect(added).toMatchObject({
      ok: true,
      email: { address: "second@example.com", verified: 0, is_primary: 0 },
    });
    expect(await emails.add(id, "third@example.com", { verified: false, limit: 2 })).toEqual({
      ok: false,
      reason: "limit_reached",
    });
  });

  it.each([
    { case: "an unverified address added to the account", options: {}, primary: 0 },
    { case: "a verified address", options: { verified: true }, primary: 1 },
    { case: "the account's sign-in address", options: { signInAddress: true }, primary: 1 },
  ])("makes primary, for a user without one, $case: $primary", async ({ options, primary }) => {
    const id = await newUser();
    const added = await emails.add(id, `first-${id}@example.com`, {
      verified: false,
      limit: 5,
      ...options,
    });
    expect(added).toMatchObject({ ok: true, email: { is_primary: primary } });
  });

  it.each([
    { case: "the user's own address", own: true },
    { case: "another user's address", own: false },
  ])("refuses $case as already existing", async ({ own }) => {
    const address = `dup-${crypto.randomUUID()}@example.com`;
    const owner = await newUser(address);
    const id = own ? owner : await newUser();
    expect(await emails.add(id, address.toUpperCase(), { verified: false, limit: 5 })).toEqual({
      ok: false,
      reason: "already_exists",
    });
  });

  it("moves the primary flag", async () => {
    const id = await newUser(`p-${crypto.randomUUID()}@example.com`);
    later();
    const second = await emails.add(id, `q-${id}@example.com`, { verified: true, limit: 5 });
    if (!second.ok) throw new Error("not added");
    expect(await emails.setPrimary(id, second.email.id)).toBe("ok");
    expect((await emails.list(id)).map((e) => e.is_primary)).toEqual([0, 1]);
  });

  it.each([{ case: "an unknown id", emailId: () => crypto.randomUUID() }])(
    "answers not_found for $case",
    async ({ emailId }) => {
      const id = await newUser(`n-${crypto.randomUUID()}@example.com`);
      expect(await emails.setPrimary(id, emailId())).toBe("not_found");
      expect(await emails.remove(id, emailId())).toBe("not_found");
    },
  );

  it("does not touch another user's address", async () => {
    const owner = await newUser(`o-${crypto.randomUUID()}@example.com`);
    const [email] = await emails.list(owner);
    const other = await newUser();
    expect(await emails.setPrimary(other, email?.id ?? "")).toBe("not_found");
    expect(await emails.remove(other, email?.id ?? "")).toBe("not_found");
    expect(await emails.list(owner)).toHaveLength(1);
  });

  it("deletes a secondary address but never the primary", async () => {
    const id = await newUser(`r-${crypto.randomUUID()}@example.com`);
    later();
    const second = await emails.add(id, `s-${id}@example.com`, { verified: true, limit: 5 });
    if (!second.ok) throw new Error("not added");
    const [primary] = await emails.list(id);
    expect(await emails.remove(id, primary?.id ?? "")).toBe("primary");
    expect(await emails.remove(id, second.email.id)).toBe("ok");
    expect((await emails.list(id)).map((e) => e.id)).toEqual([primary?.id]);
  });
});
