// What the shared pages show of a signed-in shopper's garage once hydrated (GET /api/garage,
// garage-hints.tsx, product-fit.tsx): each saved device as a chip can name it, and for the
// products on the page whether each fits (domain/garage/device-fit.ts).
import type { Localized } from "../../domain/catalogue/product.ts";
import type { FitAnswer } from "../../domain/garage/device-fit.ts";
import type { DeviceKind } from "../../domain/garage/saved-device.ts";
import type { ModelSlug } from "../../domain/scooter-doctor/scooter-models.ts";
import type { DeviceLine } from "./device-line.ts";

export interface GarageChip {
  id: string;
  kind: DeviceKind;
  name: Localized;
  /** A scooter's model: its listing filter is `passar=<model>`. */
  model?: ModelSlug;
  /** A phone's, tablet's or console's line: its accessories are on that page. */
  line?: DeviceLine;
}

export interface FitMark {
  deviceId: string;
  answer: FitAnswer;
}

export interface GarageFitResponse {
  devices: GarageChip[];
  /** Per product id asked for: an answer per device it can be asked about. */
  fits: Record<string, FitMark[]>;
}

export const NO_GARAGE: GarageFitResponse = { devices: [], fits: {} };
