// Min garage (issue 41): the devices a signed-in shopper keeps in their account, so listings and
// product pages can say what fits them and a rider can ask for check reminders. A scooter is a
// model Felkodsdoktorn knows (scooter-doctor/scooter-models.ts); a phone, tablet or console is
// one the shop sells, named by its product id. The store is server/garage/.
import { SCOOTER_MODELS, type ModelSlug } from "../scooter-doctor/scooter-models.ts";

export const DEVICE_KINDS = ["scooter", "phone", "tablet", "console"] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const isDeviceKind = (value: unknown): value is DeviceKind =>
  (DEVICE_KINDS as readonly unknown[]).includes(value);

/** The most devices one shopper keeps: a household's, not a fleet's. */
export const MAX_SAVED_DEVICES = 12;
/** The longest serial number kept (Xiaomi's and Ninebot's are about 20 characters). */
export const MAX_SERIAL_LENGTH = 40;
/** A scooter's odometer in km; no e-scooter comes near this. */
export const MAX_ODOMETER_KM = 200_000;

export const isModelSlug = (value: unknown): value is ModelSlug =>
  SCOOTER_MODELS.some((model) => model.slug === value);

export function modelName(slug: ModelSlug): string {
  return SCOOTER_MODELS.find((model) => model.slug === slug)?.name ?? slug;
}

interface DeviceBase {
  id: string;
  createdAt: string;
}

export interface SavedScooter extends DeviceBase {
  kind: "scooter";
  model: ModelSlug;
  serialNumber: string | undefined;
  /** The odometer as the rider last entered it, and the day they did (ISO timestamp). */
  odometerKm: number | undefined;
  odometerAt: string | undefined;
}

export interface SavedGadget extends DeviceBase {
  kind: Exclude<DeviceKind, "scooter">;
  /** A phone, tablet or console of the catalogue. */
  productId: number;
}

export type SavedDevice = SavedScooter | SavedGadget;

/** What a shopper saves; the id and dates are the store's. */
export type DeviceInput =
  | { kind: "scooter"; model: ModelSlug; serialNumber?: string; odometerKm?: number }
  | { kind: Exclude<DeviceKind, "scooter">; productId: number };
