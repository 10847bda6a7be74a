// The address book: a signed-in shopper's saved addresses, keyed by the sign-in provider's user
// id (as orders.user_id). Every change runs in one transaction that first waits for the
// shopper's other changes (an advisory lock on PostgreSQL; SQLite writes one at a time), so the
// rules hold under any race: at most MAX_SAVED_ADDRESSES each, and exactly one default while
// there are any (the first address becomes it, deleting it hands it to the oldest left). A
// partial unique index (migration "2026-11-30-02-address-book") backs "at most one default".
// Postcodes are stored written "123 45", whatever the caller passes.
import { randomUUID } from "node:crypto";
import {
  atomically,
  sql,
  type Dialect,
  type Kysely,
  type Selectable,
  type Transaction,
} from "@kretsbutiken/database";
import {
  MAX_SAVED_ADDRESSES,
  type AddressInput,
  type SavedAddress,
} from "../../domain/address-book/saved-address.ts";
import { formatPostcode } from "../../domain/checkout/postcode.ts";
import type { SavedAddressesTable, ShopDatabase } from "../database/schema.ts";

export type AddResult = { ok: true; address: SavedAddress } | { ok: false; reason: "full" };

export interface AddressBook {
  /** The most addresses one shopper may keep. */
  readonly limit: number;
  /** The shopper's addresses, the default first, then oldest first. */
  list(userId: string): Promise<SavedAddress[]>;
  find(userId: string, id: string): Promise<SavedAddress | undefined>;
  /** Saves a new address; the shopper's first becomes the default, as does one `makeDefault`. */
  add(userId: string, input: AddressInput, options?: { makeDefault?: boolean }): Promise<AddResult>;
  /**
   * Changes one of the shopper's addresses; undefined when they have none by that id. The
   * default stays the default: another becomes it only by being made so.
   */
  update(
    userId: string,
    id: string,
    input: AddressInput,
    options?: { makeDefault?: boolean },
  ): Promise<SavedAddress | undefined>;
  /** Deletes one; when it was the default, the oldest address left becomes it. */
  remove(userId: string, id: string): Promise<boolean>;
  makeDefault(userId: string, id: string): Promise<boolean>;
}

export interface AddressBookOptions {
  dialect: Dialect;
  /** MAX_SAVED_ADDRESSES unless a test wants fewer. */
  limit?: number;
  now?: () => Date;
}

type Db = Kysely<ShopDatabase>;
type Trx = Transaction<ShopDatabase>;

const toAddress = (row: Selectable<SavedAddressesTable>): SavedAddress => ({
  id: row.id,
  label: row.label ?? undefined,
  name: row.name,
  street: row.street,
  postcode: row.postcode,
  city: row.city,
  isDefault: Number(row.is_default) === 1,
});

/** The input as stored: trimmed, the postcode written, an empty label none. */
function stored(input: AddressInput) {
  const postcode = input.postcode.trim();
  return {
    label: input.label?.trim() || null,
    name: input.name.trim(),
    street: input.street.trim(),
    postcode: formatPostcode(postcode) ?? postcode,
    city: input.city.trim(),
  };
}

export function createAddressBook(db: Db, options: AddressBookOptions): AddressBook {
  const limit = options.limit ?? MAX_SAVED_ADDRESSES;
  const clock = options.now ?? (() => new Date());

  const rows = (trx: Db | Trx, userId: string) =>
    trx
      .selectFrom("saved_addresses")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("is_default", "desc")
      .orderBy("created_at")
      .orderBy("id");

  /** One change of one shopper's book, after that shopper's other changes. */
  function change<T>(userId: string, work: (trx: Trx) => Promise<T>): Promise<T> {
    return atomically(db, async (trx) => {
      if (options.dialect === "postgres") {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`address-book:${userId}`}, 0))`.execute(
          trx,
        );
      }
      return work(trx);
    });
  }

  /** Makes `id` the default and every other address of the shopper not. */
  async function setDefault(trx: Trx, userId: string, id: string): Promise<void> {
    // Off first, then on: the partial unique index never sees two defaults at once.
    await trx
      .updateTable("saved_addresses")
      .set({ is_default: 0 })
      .where("user_id", "=", userId)
      .where("id", "!=", id)
      .where("is_default", "=", 1)
      .execute();
    await trx
      .updateTable("saved_addresses")
      .set({ is_default: 1 })
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .execute();
  }

  async function findIn(trx: Db | Trx, userId: string, id: string) {
    const row = await rows(trx, userId).where("id", "=", id).executeTakeFirst();
    return row ? toAddress(row) : undefined;
  }

  return {
    limit,

    async list(userId) {
      return (await rows(db, userId).execute()).map(toAddress);
    },

    find: (userId, id) => findIn(db, userId, id),

    add(userId, input, { makeDefault = false } = {}) {
      return change(userId, async (trx): Promise<AddResult> => {
        const { n } = await trx
          .selectFrom("saved_addresses")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow();
        const count = Number(n);
        if (count >= limit) return { ok: false, reason: "full" };
        const id = randomUUID();
        const at = clock().toISOString();
        await trx
          .insertInto("saved_addresses")
          .values({
            id,
            user_id: userId,
            ...stored(input),
            is_default: 0,
            created_at: at,
            updated_at: at,
          })
          .execute();
        if (count === 0 || makeDefault) await setDefault(trx, userId, id);
        return { ok: true, address: (await findIn(trx, userId, id))! };
      });
    },

    update(userId, id, input, { makeDefault = false } = {}) {
      return change(userId, async (trx) => {
        const updated = await trx
          .updateTable("saved_addresses")
          .set({ ...stored(input), updated_at: clock().toISOString() })
          .where("user_id", "=", userId)
          .where("id", "=", id)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return undefined;
        if (makeDefault) await setDefault(trx, userId, id);
        return findIn(trx, userId, id);
      });
    },

    remove(userId, id) {
      return change(userId, async (trx) => {
        const gone = await trx
          .deleteFrom("saved_addresses")
          .where("user_id", "=", userId)
          .where("id", "=", id)
          .returning("is_default")
          .executeTakeFirst();
        if (!gone) return false;
        if (Number(gone.is_default) === 1) {
          const next = await rows(trx, userId).select("id").executeTakeFirst();
          if (next) await setDefault(trx, userId, next.id);
        }
        return true;
      });
    },

    makeDefault(userId, id) {
      return change(userId, async (trx) => {
        if (!(await findIn(trx, userId, id))) return false;
        await setDefault(trx, userId, id);
        return true;
      });
    },
  };
}
