// Min garage's devices: a signed-in shopper's saved scooters, phones, tablets and consoles,
// keyed by the sign-in provider's user id (as orders.user_id and the address book). Adding runs
// in one transaction after the shopper's other changes (an advisory lock on PostgreSQL; SQLite
// writes one at a time), so at most MAX_SAVED_DEVICES hold under any race. Which product ids
// are phones, tablets or consoles is the caller's check (app/garage/garage.server.ts).
import { randomUUID } from "node:crypto";
import {
  atomically,
  sql,
  type Dialect,
  type Kysely,
  type Selectable,
} from "@kretsbutiken/database";
import {
  isDeviceKind,
  isModelSlug,
  MAX_SAVED_DEVICES,
  type DeviceInput,
  type SavedDevice,
} from "../../domain/garage/saved-device.ts";
import type { GarageDevicesTable, ShopDatabase } from "../database/schema.ts";

export type AddDeviceResult = { ok: true; device: SavedDevice } | { ok: false; reason: "full" };

export interface ScooterChange {
  serialNumber: string | undefined;
  /** A new reading (dated now), or undefined to keep the one there is. */
  odometerKm: number | undefined;
}

export interface GarageDevices {
  readonly limit: number;
  /** Oldest first. */
  list(userId: string): Promise<SavedDevice[]>;
  find(userId: string, id: string): Promise<SavedDevice | undefined>;
  add(userId: string, input: DeviceInput): Promise<AddDeviceResult>;
  /** A scooter's serial number and odometer; undefined when the shopper has no such scooter. */
  updateScooter(
    userId: string,
    id: string,
    change: ScooterChange,
  ): Promise<SavedDevice | undefined>;
  /** Deletes a device and its reminder. */
  remove(userId: string, id: string): Promise<boolean>;
}

const toDevice = (row: Selectable<GarageDevicesTable>): SavedDevice | undefined => {
  const base = { id: row.id, createdAt: String(row.created_at) };
  if (row.kind === "scooter") {
    if (!isModelSlug(row.model)) return undefined;
    return {
      ...base,
      kind: "scooter",
      model: row.model,
      serialNumber: row.serial_number ?? undefined,
      odometerKm: row.odometer_km === null ? undefined : Number(row.odometer_km),
      odometerAt: row.odometer_at === null ? undefined : String(row.odometer_at),
    };
  }
  if (!isDeviceKind(row.kind) || row.kind === "scooter" || row.product_id === null) {
    return undefined;
  }
  return { ...base, kind: row.kind, productId: Number(row.product_id) };
};

export function createGarageDevices(
  db: Kysely<ShopDatabase>,
  options: { dialect: Dialect; limit?: number; now?: () => Date },
): GarageDevices {
  const limit = options.limit ?? MAX_SAVED_DEVICES;
  const clock = options.now ?? (() => new Date());
  const rows = (userId: string) =>
    db
      .selectFrom("garage_devices")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .orderBy("id");
  const find = async (userId: string, id: string) => {
    const row = await rows(userId).where("id", "=", id).executeTakeFirst();
    return row ? toDevice(row) : undefined;
  };

  return {
    limit,

    async list(userId) {
      return (await rows(userId).execute()).flatMap((row) => toDevice(row) ?? []);
    },

    find,

    async add(userId, input) {
      const at = clock().toISOString();
      const id = randomUUID();
      const added = await atomically(db, async (trx) => {
        if (options.dialect === "postgres") {
          await sql`select pg_advisory_xact_lock(hashtextextended(${`garage:${userId}`}, 0))`.execute(
            trx,
          );
        }
        const { n } = await trx
          .selectFrom("garage_devices")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= limit) return false;
        const scooter = input.kind === "scooter" ? input : undefined;
        await trx
          .insertInto("garage_devices")
          .values({
            id,
            user_id: userId,
            kind: input.kind,
            model: scooter?.model ?? null,
            product_id: input.kind === "scooter" ? null : input.productId,
            serial_number: scooter?.serialNumber?.trim() || null,
            odometer_km: scooter?.odometerKm ?? null,
            odometer_at: scooter?.odometerKm === undefined ? null : at,
            created_at: at,
            updated_at: at,
          })
          .execute();
        return true;
      });
      if (!added) return { ok: false, reason: "full" };
      return { ok: true, device: (await find(userId, id))! };
    },

    async updateScooter(userId, id, { serialNumber, odometerKm }) {
      const at = clock().toISOString();
      const updated = await atomically(db, async (trx) => {
        const result = await trx
          .updateTable("garage_devices")
          .set({
            serial_number: serialNumber?.trim() || null,
            updated_at: at,
            ...(odometerKm === undefined ? {} : { odometer_km: odometerKm, odometer_at: at }),
          })
          .where("user_id", "=", userId)
          .where("id", "=", id)
          .where("kind", "=", "scooter")
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        // A reminder asked for before any reading counts its kilometres from the first one.
        if (odometerKm !== undefined) {
          await trx
            .updateTable("garage_reminders")
            .set({ last_check_km: odometerKm })
            .where("device_id", "=", id)
            .where("last_check_km", "is", null)
            .execute();
        }
        return true;
      });
      return updated ? find(userId, id) : undefined;
    },

    async remove(userId, id) {
      return atomically(db, async (trx) => {
        await trx
          .deleteFrom("garage_reminders")
          .where("device_id", "=", id)
          .where("user_id", "=", userId)
          .execute();
        const gone = await trx
          .deleteFrom("garage_devices")
          .where("user_id", "=", userId)
          .where("id", "=", id)
          .executeTakeFirst();
        return Number(gone.numDeletedRows) > 0;
      });
    },
  };
}
