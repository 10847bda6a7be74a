// Creating, mailing and checking passcodes for one flow request (flow-api.md §2.2
// passcode_confirmation, §7.1). The flow engine hands it the request's transaction, so inserts,
// failed-try counts and deletions land together with the flow row, or not at all.
import { randomUUID } from "node:crypto";
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase, PasscodesTable } from "../db/schema.ts";
import type { Clock, MailLanguage, Mailer, PasscodeTemplate } from "../services.ts";
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
    /** More for the template beside the code, e.g. the action a `confirmation` is for. */
    data?: Readonly<Record<string, string>>;
  }): Promise<string>;
  /** `invalid` also for a missing, unknown or expired passcode; a valid one is used up. */
  verify(id: string | undefined, code: string): Promise<PasscodeCheck>;
}

export function createPasscodeService(options: {
  /** The flow request's transaction. */
  db: Kysely<AuthDatabase>;
  clock: Clock;
  mailer: Mailer;
  ttlSeconds: number;
}): PasscodeService {
  const { db, clock, mailer, ttlSeconds } = options;

  const read = (id: string) =>
    db.selectFrom("passcodes").selectAll().where("id", "=", id).executeTakeFirst();

  const expired = (row: PasscodesTable) =>
    Date.parse(row.created_at) + row.ttl_seconds * 1000 < clock.now().getTime();

  return {
    async isUsable(id) {
      // No passcode was sent: nothing to ask the database.
      if (id === undefined) return false;
      const row = await read(id);
      return row !== undefined && !expired(row) && row.try_count < MAX_PASSCODE_ATTEMPTS;
    },

    async send({ email, userId, template, language, data: extra = {} }) {
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
      await db.insertInto("passcodes").values(row).execute();
      const data: Record<string, string> = CODELESS.includes(template)
        ? {}
        : { ...extra, code, ttlMinutes: String(Math.round(ttlSeconds / 60)) };
      await mailer.send({ to: email, template, language, data });
      return row.id;
    },

    async verify(id, code) {
      if (id === undefined) return "invalid";
      const row = await read(id);
      if (row === undefined || expired(row)) return "invalid";
      if (row.try_count >= MAX_PASSCODE_ATTEMPTS) return "max_attempts";
      if (await passcodeMatches(row.code_hash, code)) {
        await db.deleteFrom("passcodes").where("id", "=", id).execute();
        return "valid";
      }
      const tries = row.try_count + 1;
      await db.updateTable("passcodes").set({ try_count: tries }).where("id", "=", id).execute();
      return tries >= MAX_PASSCODE_ATTEMPTS ? "max_attempts" : "invalid";
    },
  };
}
