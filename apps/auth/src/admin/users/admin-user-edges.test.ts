// The admin view of several users loaded at once, on both dialects: each user gets its own
// e-mails, passkeys, password, OTP and metadata and nobody else's, and a user without one of
// them has no such key at all (Hanko's omitempty), never an empty list or null.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Kysely } from "@kretsbutiken/database";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../../test/test-database.ts";
import type { AuthDatabase, UsersTable } from "../../db/schema.ts";
import { loadAdminUser, loadAdminUsers } from "./admin-user.ts";

const CREATED = "2026-11-01T08:00:00.000Z";
const UPDATED = "2026-11-02T08:00:00.000Z";

describe.each(dialectCases())("loadAdminUsers on $dialect", ({ dialect, skipReason }) => {
  let test: TestDatabase | undefined;
  let db: Kysely<AuthDatabase>;

  beforeAll(async () => {
    if (skipReason) return;
    test = await openTestDatabase(dialect);
    db = test.database.db;
  });
  afterAll(() => test?.close());
  beforeEach((ctx) => {
    if (skipReason) ctx.skip(skipReason);
  });

  async function userRow(fields: Partial<UsersTable> = {}): Promise<UsersTable> {
    const row: UsersTable = {
      id: crypto.randomUUID(),
      username: null,
      unsafe_metadata: null,
      public_metadata: null,
      private_metadata: null,
      created_at: CREATED,
      updated_at: UPDATED,
      ...fields,
    };
    await db.insertInto("users").values(row).execute();
    return row;
  }

  async function email(userId: string, address: string, primary: boolean) {
    const id = crypto.randomUUID();
    await db
      .insertInto("emails")
      .values({
        id,
        user_id: userId,
        address,
        verified: 1,
        is_primary: primary ? 1 : 0,
        created_at: CREATED,
        updated_at: UPDATED,
      })
      .execute();
    return id;
  }

  async function passkey(userId: string, name: string) {
    const id = `cred-${crypto.randomUUID()}`;
    await db
      .insertInto("webauthn_credentials")
      .values({
        id,
        user_id: userId,
        name,
        public_key: "cHVibGljLWtleQ",
        attestation_type: "none",
        aaguid: "00000000-0000-0000-0000-000000000000",
        sign_count: 0,
        transports: '["internal"]',
        backup_eligible: 1,
        backup_state: 0,
        mfa_only: 0,
        created_at: CREATED,
        last_used_at: null,
      })
      .execute();
    return id;
  }

  /** A user with every part: two addresses, a passkey, a password, an OTP and metadata. */
  async function fullUser(name: string) {
    const user = await userRow({
      username: name,
      public_metadata: `{"plan":"${name}"}`,
    });
    const primary = await email(user.id, `${name}@example.se`, true);
    const second = await email(user.id, `${name}.jobb@example.se`, false);
    const credential = await passkey(user.id, `${name}s nyckel`);
    await db
      .insertInto("passwords")
      .values({ user_id: user.id, hash: "hash", created_at: CREATED, updated_at: UPDATED })
      .execute();
    await db
      .insertInto("otp_secrets")
      .values({ user_id: user.id, secret: "SECRET", last_used_step: null, created_at: CREATED })
      .execute();
    return { user, name, emails: [primary, second], credential };
  }

  const unique = () => crypto.randomUUID().slice(0, 8);

  it("shows nothing for no users", async () => {
    expect(await loadAdminUsers(db, [])).toEqual([]);
  });

  it("shows a user with every part, each under its key", async () => {
    const anna = await fullUser(`anna${unique()}`);
    expect(await loadAdminUser(db, anna.user.id)).toEqual({
      id: anna.user.id,
      webauthn_credentials: [
        {
          id: anna.credential,
          name: `${anna.name}s nyckel`,
          public_key: "cHVibGljLWtleQ",
          attestation_type: "none",
          aaguid: "00000000-0000-0000-0000-000000000000",
          created_at: CREATED,
          transports: ["internal"],
          backup_eligible: true,
          backup_state: false,
          mfa_only: false,
        },
      ],
      emails: expect.arrayContaining([
        {
          id: anna.emails[0],
          address: `${anna.name}@example.se`,
          is_verified: true,
          is_primary: true,
          created_at: CREATED,
          updated_at: UPDATED,
        },
        expect.objectContaining({ id: anna.emails[1], is_primary: false }),
      ]) as unknown,
      username: { id: anna.user.id, username: anna.name, created_at: CREATED, updated_at: UPDATED },
      created_at: CREATED,
      updated_at: UPDATED,
      password: { id: anna.user.id, created_at: CREATED, updated_at: UPDATED },
      otp: { id: anna.user.id, created_at: CREATED },
      metadata: { public_metadata: { plan: anna.name } },
    });
  });

  it("leaves out every part a user does not have", async () => {
    const bare = await userRow();
    expect(await loadAdminUser(db, bare.id)).toStrictEqual({
      id: bare.id,
      created_at: CREATED,
      updated_at: UPDATED,
    });
  });

  it("gives each of several users its own parts and nobody else's, in the order asked", async () => {
    const anna = await fullUser(`anna${unique()}`);
    const bertil = await fullUser(`bertil${unique()}`);
    const bare = await userRow();

    const shown = await loadAdminUsers(db, [bertil.user, bare, anna.user]);

    expect(shown.map((user) => user.id)).toEqual([bertil.user.id, bare.id, anna.user.id]);
    for (const [view, full] of [
      [shown[0], bertil],
      [shown[2], anna],
    ] as const) {
      expect(view?.emails?.map((row) => row.id).sort()).toEqual([...full.emails].sort());
      expect(view?.webauthn_credentials?.map((row) => row.id)).toEqual([full.credential]);
      expect(view?.username?.username).toBe(full.name);
      expect(view?.password?.id).toBe(full.user.id);
      expect(view?.otp?.id).toBe(full.user.id);
      expect(view?.metadata).toEqual({ public_metadata: { plan: full.name } });
    }
    expect(Object.keys(shown[1] ?? {}).sort()).toEqual(["created_at", "id", "updated_at"]);
  });

  it("shows a user's metadata without any other part", async () => {
    const user = await userRow({ private_metadata: '{"kund":"sedan 2019"}' });
    expect(await loadAdminUser(db, user.id)).toStrictEqual({
      id: user.id,
      created_at: CREATED,
      updated_at: UPDATED,
      metadata: { private_metadata: { kund: "sedan 2019" } },
    });
  });

  it("is undefined for a user that does not exist", async () => {
    expect(await loadAdminUser(db, crypto.randomUUID())).toBeUndefined();
  });
});
