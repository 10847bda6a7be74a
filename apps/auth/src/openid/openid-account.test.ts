// Who a relying party hears about (openid-account.ts): the claims of an account, read from the
// user store, and the claims each scope carries.
import { describe, expect, it } from "vitest";
import type { EmailSummary, UserSummary } from "../services.ts";
import { accountClaims, SCOPE_CLAIMS } from "./openid-account.ts";

const USER_ID = "0b6c7c0e-4f7c-4a8e-9d62-6a1d3f6c2a11";

function store(user: Partial<UserSummary> | undefined, emails: Partial<EmailSummary>[] = []) {
  const calls: string[] = [];
  return {
    calls,
    users: {
      findById(id: string) {
        calls.push(`findById ${id}`);
        return Promise.resolve(
          user === undefined
            ? undefined
            : {
                id,
                username: null,
                createdAt: "2026-01-01T00:00:00.000Z",
                updatedAt: "2026-02-03T04:05:06.789Z",
                ...user,
              },
        );
      },
      emails(id: string) {
        calls.push(`emails ${id}`);
        return Promise.resolve(
          emails.map((email, index) => ({
            id: `e${index}`,
            userId: id,
            address: `a${index}@example.se`,
            verified: true,
            primary: false,
            ...email,
          })),
        );
      },
    },
  };
}

const UPDATED = Math.floor(Date.parse("2026-02-03T04:05:06.789Z") / 1000);

describe("accountClaims", () => {
  it("sub, the primary address, whether it was verified, and updated_at in seconds", async () => {
    const { users } = store({}, [
      { address: "other@example.se", primary: false, verified: true },
      { address: "kund@example.se", primary: true, verified: true },
    ]);
    expect(await accountClaims(users, USER_ID)).toEqual({
      sub: USER_ID,
      email: "kund@example.se",
      email_verified: true,
      updated_at: UPDATED,
    });
  });

  it("an unverified primary address: email_verified false, never left out", async () => {
    const { users } = store({}, [{ address: "ny@example.se", primary: true, verified: false }]);
    const claims = await accountClaims(users, USER_ID);
    expect(claims).toMatchObject({ email: "ny@example.se", email_verified: false });
    expect(claims).toHaveProperty("email_verified", false);
  });

  it("no primary address: neither email nor email_verified", async () => {
    const { users } = store({}, [{ address: "inte@example.se", primary: false }]);
    const claims = await accountClaims(users, USER_ID);
    expect(claims).toEqual({ sub: USER_ID, updated_at: UPDATED });
    expect(claims).not.toHaveProperty("email");
    expect(claims).not.toHaveProperty("email_verified");
  });

  it("no addresses at all", async () => {
    const { users } = store({});
    expect(await accountClaims(users, USER_ID)).toEqual({ sub: USER_ID, updated_at: UPDATED });
  });

  it("a username becomes preferred_username; none, no claim", async () => {
    const named = await accountClaims(store({ username: "kalle" }).users, USER_ID);
    expect(named).toEqual({ sub: USER_ID, preferred_username: "kalle", updated_at: UPDATED });
    const unnamed = await accountClaims(store({ username: null }).users, USER_ID);
    expect(unnamed).not.toHaveProperty("preferred_username");
  });

  it("an empty username is still a username", async () => {
    const claims = await accountClaims(store({ username: "" }).users, USER_ID);
    expect(claims).toHaveProperty("preferred_username", "");
  });

  it("sub is the user's id as the store has it", async () => {
    const { users } = store({ id: "the-stored-id" });
    users.findById = (id: string) =>
      Promise.resolve({
        id: `${id}-stored`,
        username: null,
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-02-03T04:05:06.789Z",
      });
    expect((await accountClaims(users, USER_ID))?.sub).toBe(`${USER_ID}-stored`);
  });

  it("updated_at is whole seconds, rounded down", async () => {
    const claims = await accountClaims(
      store({ updatedAt: "2026-02-03T04:05:06.999Z" }).users,
      USER_ID,
    );
    expect(claims?.updated_at).toBe(Math.floor(Date.parse("2026-02-03T04:05:06.000Z") / 1000));
  });

  it("an unknown user: undefined, without asking for addresses", async () => {
    const { users, calls } = store(undefined, [{ primary: true }]);
    expect(await accountClaims(users, USER_ID)).toBeUndefined();
    expect(calls).toEqual([`findById ${USER_ID}`]);
  });

  it("asks the store for this user's addresses", async () => {
    const { users, calls } = store({});
    await accountClaims(users, USER_ID);
    expect(calls).toEqual([`findById ${USER_ID}`, `emails ${USER_ID}`]);
  });
});

describe("SCOPE_CLAIMS", () => {
  it("openid, email and profile, with their claims", () => {
    expect(SCOPE_CLAIMS).toEqual({
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["preferred_username", "updated_at"],
    });
  });
});
