// Where oidc-provider keeps what must outlive a request (its sessions, interactions, grants,
// authorization codes, access and refresh tokens): one JSON row each in `openid_models`, on the
// same database as everything else, so that several instances share them and a restart loses
// nothing. The Client model is not stored here: clients come from the admin API's table
// (openid-clients.ts). A row past its expiry reads as missing; the cleanup job deletes it.
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";
import type { Clock } from "../services.ts";

/** What oidc-provider hands an adapter: the model's own fields, opaque to us but these. */
export interface StoredPayload {
  grantId?: string;
  uid?: string;
  accountId?: string;
  clientId?: string;
  consumed?: number;
  [field: string]: unknown;
}

/** oidc-provider's adapter interface, for one model name. */
export interface ModelStore {
  upsert(id: string, payload: StoredPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<StoredPayload | undefined>;
  findByUid(uid: string): Promise<StoredPayload | undefined>;
  findByUserCode(userCode: string): Promise<StoredPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

/** Models whose account and client are real rows; any other model leaves both columns empty. */
function linked(model: string, payload: StoredPayload) {
  const keepsIds = model !== "Interaction";
  return {
    account_id: keepsIds ? (payload.accountId ?? null) : null,
    client_id: keepsIds && model !== "Session" ? (payload.clientId ?? null) : null,
  };
}

export function createModelStore(db: Kysely<AuthDatabase>, clock: Clock) {
  return (model: string): ModelStore => {
    const live = () =>
      db
        .selectFrom("openid_models")
        .select(["payload", "consumed_at"])
        .where("model", "=", model)
        .where((eb) =>
          eb.or([eb("expires_at", "is", null), eb("expires_at", ">", clock.now().toISOString())]),
        );

    async function first(query: ReturnType<typeof live>): Promise<StoredPayload | undefined> {
      const row = await query.executeTakeFirst();
      if (row === undefined) return undefined;
      const payload = JSON.parse(row.payload) as StoredPayload;
      if (row.consumed_at !== null) {
        payload.consumed = Math.floor(new Date(row.consumed_at).getTime() / 1000);
      }
      return payload;
    }

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt =
          expiresIn === undefined
            ? null
            : new Date(clock.now().getTime() + expiresIn * 1000).toISOString();
        const row = {
          payload: JSON.stringify(payload),
          grant_id: payload.grantId ?? null,
          uid: payload.uid ?? null,
          ...linked(model, payload),
          expires_at: expiresAt,
        };
        await db
          .insertInto("openid_models")
          .values({ model, id, consumed_at: null, ...row })
          .onConflict((conflict) => conflict.columns(["model", "id"]).doUpdateSet(row))
          .execute();
      },
      find: (id) => first(live().where("id", "=", id)),
      findByUid: (uid) => first(live().where("uid", "=", uid)),
      // The device flow is off, so nothing is ever stored with a user code.
      findByUserCode: () => Promise.resolve(undefined),
      async consume(id) {
        await db
          .updateTable("openid_models")
          .set({ consumed_at: clock.now().toISOString() })
          .where("model", "=", model)
          .where("id", "=", id)
          .execute();
      },
      async destroy(id) {
        await db
          .deleteFrom("openid_models")
          .where("model", "=", model)
          .where("id", "=", id)
          .execute();
      },
      // Whatever model asks, every record of the grant goes: codes, tokens and the grant itself.
      async revokeByGrantId(grantId) {
        await db.deleteFrom("openid_models").where("grant_id", "=", grantId).execute();
        await db
          .deleteFrom("openid_models")
          .where("model", "=", "Grant")
          .where("id", "=", grantId)
          .execute();
      },
    };
  };
}

/** Deletes the records past their expiry (the cleanup job); how many went. */
export async function deleteExpiredModels(db: Kysely<AuthDatabase>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("openid_models")
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
