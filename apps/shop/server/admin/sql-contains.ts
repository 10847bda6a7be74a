// "Contains this text, in any case" as SQL both SQLite and PostgreSQL run the same way: LIKE
// over lower() with the typed text's own % and _ escaped, so a search for "50%" finds "50%".
// (SQLite's lower() folds ASCII only: "Å" is matched as typed.)
import { sql } from "@kretsbutiken/database";

export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The column (e.g. "orders.email") contains `text`, case aside. */
export function containsText(column: string, text: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`;
}
