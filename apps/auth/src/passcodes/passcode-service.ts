// Creating, mailing and checking passcodes for one flow request (flow-api.md §2.2
// passcode_confirmation, §7.1). Rows are read from the database but written through the
// request's commit: inserts, failed-try counts and deletions land in the same transaction as
// the flow row, or not at all. A request sees its own pending writes.
import { randomUUID } from "node:crypto";
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase, PasscodesTable } from "../db/schema.ts";
import type { Clock, MailLanguage, Mailer, PasscodeTemplate } from "../services.ts";
import type { RequestScope } from "../flow/engine/flow-engine-options.ts";
import { generatePasscode, hashPasscode, passcodeMatches } from "./passcode-code.ts";

/** Wrong tries after which a passcode is dead (§5.1: fixed at 3). */
export const MAX_PASSCODE_ATTEMPTS = 3;

/** The templates whose mail tells the reader there is no account, and carries no code (§7.1). */
const CODELESS: readonly PasscodeTemplate[] = [
  "email_login_attempted",
  "email_registration_attempted",
];

export type PasscodeCheck = "valid" | "invalid" | "max_attempts";

export interface PasscodeService {
  /** Exists, has not expired and has fewer than three wrong tries. */
  isUsable(id: string | undefined): Promise<boolean>;
  /** Creates a passcode, mails it with `template`, and returns its id. */
  send(input: {
    email: string;
    userId: string | undefined;
    template: PasscodeTemplate;
    language: MailLanguage;
  }): Promise<string>;
  /** `invalid` also for an unknown or expired passcode; a valid one is used up. */
  verify(id: string, code: string): Promise<PasscodeCheck>;
}

export function createPasscodeService(options: {
  db: Kysely<AuthDatabase>;
  clock: Clock;
  mailer: Mailer;
  ttlSeconds: number;
  scope: RequestScope;
}): PasscodeService {
  const { db, clock, mailer, ttlSeconds, scope } = options;
  const rows = new Map<string, PasscodesTable | null>();
  const created = new Set<string>();
  const changed = new Set<string>();
  let flushing = false;

  const write = (id: string, row: PasscodesTable | null) => {
    rows.set(id, row);
    if (!created.has(id)) changed.add(id);
    if (flushing) return;
    flushing = true;
    scope.onCommit(async (trx) => {
      for (const key of new Set([...created, ...changed])) {
        const value = rows.get(key) ?? null;
        const isNew = created.has(key);
        if (value === null && !isNew)
          await trx.deleteFrom("passcodes").where("id", "=", key).execute();
        else if (value !== null && isNew) await trx.insertInto("passcodes").values(value).execute();
        else if (value !== null && !isNew) {
          await trx
            .updateTable("passcodes")
            .set({ try_count: value.try_count })
            .where("id", "=", key)
            .execute();
        }
      }
    });
  };

  const read = async (id: string): Promise<PasscodesTable | undefined> => {
    const known = rows.get(id);
    if (known !== undefined) return known ?? undefined;
    const row = await db
      .selectFrom("passcodes")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    rows.set(id, row ?? null);
    return row;
  };

  const expired = (row: PasscodesTable) =>
    Date.parse(row.created_at) + row.ttl_seconds * 1000 < clock.now().getTime();

  return {
    async isUsable(id) {
      if (id === undefined) return false;
      const row = await read(id);
      return row !== undefined && !expired(row) && row.try_count < MAX_PASSCODE_ATTEMPTS;
    },

    async send({ email, userId, template, language }) {
      const code = generatePasscode();
      const row: PasscodesTable = {
        id: randomUUID(),
        user_id: userId ?? null,
        email,
        code_hash: await hashPasscode(code),
        ttl_seconds: ttlSeconds,
        try_count: 0,
        created_at: clock.now().toISOString(),
      };
      created.add(row.id);
      write(row.id, row);
      const data: Record<string, string> = CODELESS.includes(template)
        ? {}
        : { code, ttlMinutes: String(Math.round(ttlSeconds / 60)) };
      await mailer.send({ to: email, template, language, data });
      return row.id;
    },

    async verify(id, code) {
      const row = await read(id);
      if (row === undefined || expired(row)) return "invalid";
      if (row.try_count >= MAX_PASSCODE_ATTEMPTS) return "max_attempts";
      if (await passcodeMatches(row.code_hash, code)) {
        write(id, null);
        return "valid";
      }
      const tried = { ...row, try_count: row.try_count + 1 };
      write(id, tried);
      return tried.try_count >= MAX_PASSCODE_ATTEMPTS ? "max_attempts" : "invalid";
    },
  };
}
