// The admin API's user list, by Hanko's query (backend/persistence/user_persister.go): users
// with at least one address or a username, filtered by a substring of any of their addresses
// and/or of the username (either one matching when both are given), optionally by ids, ordered
// by creation (newest first unless asked otherwise), a page at a time with the total.
import { sql, type Expression, type Kysely, type SqlBool } from "@kretsbutiken/database";
import type { AuthDatabase, UsersTable } from "../../db/schema.ts";
import type { Paging } from "../paging.ts";

export interface UserListFilters {
  /** Lower-cased substring of any address of the user. */
  readonly email?: string | undefined;
  /** Lower-cased substring of the username. */
  readonly username?: string | undefined;
  readonly ids?: readonly string[] | undefined;
  readonly sortDirection: "asc" | "desc";
}

export async function listUsers(
  db: Kysely<AuthDatabase>,
  filters: UserListFilters,
  { page, perPage }: Paging,
): Promise<{ users: UsersTable[]; total: number }> {
  const base = db.selectFrom("users").where((eb) => {
    const hasEmail = eb.exists(
      eb.selectFrom("emails").select("emails.id").whereRef("emails.user_id", "=", "users.id"),
    );
    const all: Expression<SqlBool>[] = [eb.or([eb("users.username", "is not", null), hasEmail])];
    const matches: Expression<SqlBool>[] = [];
    if (filters.email) {
      matches.push(
        eb.exists(
          eb
            .selectFrom("emails")
            .select("emails.id")
            .whereRef("emails.user_id", "=", "users.id")
            .where(sql<SqlBool>`emails.address like ${likePattern(filters.email)} escape '\\'`),
        ),
      );
    }
    if (filters.username) {
      matches.push(sql<SqlBool>`users.username like ${likePattern(filters.username)} escape '\\'`);
    }
    if (matches.length > 0) all.push(eb.or(matches));
    if (filters.ids !== undefined && filters.ids.length > 0) {
      all.push(eb("users.id", "in", [...filters.ids]));
    }
    return eb.and(all);
  });
  const [users, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("users.created_at", filters.sortDirection)
      .orderBy("users.id", filters.sortDirection)
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirst(),
  ]);
  return { users, total: Number(count?.n ?? 0) };
}

/** `%` and `_` in what the admin typed match themselves, not any text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
