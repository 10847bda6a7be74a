// What Min garage's page renders from: the loader's devices (each scooter with its reminder and
// when the next check is due), the choices of the add forms, the last change's outcome, and an
// action's refusal with everything typed and each field's message.
import type { Localized } from "../../domain/catalogue/product.ts";
import type { Dueness, ReminderRule } from "../../domain/garage/check-reminder.ts";
import type { DeviceKind } from "../../domain/garage/saved-device.ts";
import type { ModelSlug } from "../../domain/scooter-doctor/scooter-models.ts";
import type { DeviceLine } from "./device-line.ts";
import type { GarageFieldErrors } from "./garage-form-schema.ts";
import type { GarageKey } from "./garage-messages.ts";

export const GARAGE_INTENTS = [
  "addScooter",
  "addGadget",
  "updateScooter",
  "remove",
  "remind",
  "checked",
  "stopReminder",
] as const;
export type GarageIntent = (typeof GARAGE_INTENTS)[number];

export const DONE_KINDS = [
  "added",
  "updated",
  "removed",
  "reminderSent",
  "reminderSentRecently",
  "reminderUpdated",
  "checked",
  "stopped",
] as const;
export type GarageDone = (typeof DONE_KINDS)[number];

export interface ReminderShown extends ReminderRule {
  status: "pending" | "active";
  email: string;
  lastCheckAt: string;
  dueness: Dueness;
}

export interface ScooterShown {
  id: string;
  kind: "scooter";
  model: ModelSlug;
  name: string;
  serialNumber: string | undefined;
  odometerKm: number | undefined;
  odometerAt: string | undefined;
  reminder: ReminderShown | undefined;
}

export interface GadgetShown {
  id: string;
  kind: Exclude<DeviceKind, "scooter">;
  productId: number;
  /** Undefined when the catalogue no longer has the product. */
  name: Localized | undefined;
  productPath: string | undefined;
  line: DeviceLine | undefined;
}

export type DeviceShown = ScooterShown | GadgetShown;

export interface GadgetChoice {
  kind: Exclude<DeviceKind, "scooter">;
  options: { id: number; name: Localized }[];
}

export interface GarageView {
  devices: DeviceShown[];
  limit: number;
  models: { slug: ModelSlug; name: string }[];
  gadgets: GadgetChoice[];
  /** The signed-in shopper's address, the reminder form's suggestion. */
  email: string;
  done: GarageDone | undefined;
}

export interface GarageRefusal {
  intent: GarageIntent | undefined;
  /** The device the post was about. */
  id: string | undefined;
  values: Record<string, string>;
  errors: GarageFieldErrors;
  problem: GarageKey | "request.malformed" | undefined;
  count?: number;
}
