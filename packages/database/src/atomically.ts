// All-or-nothing work that composes: on its own it is a transaction; inside a caller's
// transaction it is a savepoint, so a store can be handed the caller's transaction and still
// undo just its own part. On PostgreSQL that is also what keeps a caught failure (a unique
// violation turned into "already taken") from aborting the caller's transaction.
import { sql, type Kysely, type Transaction } from "kysely";

let savepoints = 0;

export async function atomically<DB, T>(
  db: Kysely<DB> | Transaction<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute(work);
  const name = sql.id(`atomically_${++savepoints}`);
  await sql`savepoint ${name}`.execute(db);
  try {
    const result = await work(db as Transaction<DB>);
    await sql`release savepoint ${name}`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback to savepoint ${name}`.execute(db);
    await sql`release savepoint ${name}`.execute(db);
    throw error;
  }
}
