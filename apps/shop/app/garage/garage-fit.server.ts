// GET /api/garage's answer (routes/api/garage.ts): the signed-in shopper's devices as chips, and
// whether each asked product fits them. Read per request from the garage and the catalogue; it
// is never part of a page, so shared pages stay shared (decision record 0052).
import type { Product } from "../../domain/catalogue/product.ts";
import { gadgetFit, scooterFit } from "../../domain/garage/device-fit.ts";
import { modelName, type SavedDevice } from "../../domain/garage/saved-device.ts";
import type { ShopServices } from "../../server/shop-services.ts";
import { deviceLine } from "./device-line.ts";
import type { FitMark, GarageChip, GarageFitResponse } from "./garage-fit.ts";

/** The most products one question may name: a listing page's, with room. */
export const MAX_ASKED_PRODUCTS = 100;

export function chipOf(
  device: SavedDevice,
  products: ReadonlyMap<number, Product>,
): GarageChip | undefined {
  if (device.kind === "scooter") {
    const name = modelName(device.model);
    return { id: device.id, kind: "scooter", name: { se: name, en: name }, model: device.model };
  }
  const product = products.get(device.productId);
  if (!product) return undefined;
  return { id: device.id, kind: device.kind, name: product.name, line: deviceLine(product) };
}

export async function garageFit(
  services: Pick<ShopServices, "garageDevices" | "catalogue">,
  userId: string,
  askedIds: readonly number[],
): Promise<GarageFitResponse> {
  const devices = await services.garageDevices.list(userId);
  if (devices.length === 0) return { devices: [], fits: {} };
  const gadgetIds = devices.flatMap((d) => (d.kind === "scooter" ? [] : [d.productId]));
  const ids = [...new Set([...gadgetIds, ...askedIds])];
  const products = new Map(
    (await services.catalogue.byIds(ids)).map((product) => [product.id, product]),
  );
  const fits: Record<string, FitMark[]> = {};
  for (const id of askedIds) {
    const product = products.get(id);
    if (!product) continue;
    const marks = devices.flatMap((device): FitMark[] => {
      const answer =
        device.kind === "scooter"
          ? scooterFit(product, device.model)
          : (() => {
              const gadget = products.get(device.productId);
              return gadget ? gadgetFit(product, gadget) : undefined;
            })();
      return answer ? [{ deviceId: device.id, answer }] : [];
    });
    if (marks.length > 0) fits[String(id)] = marks;
  }
  return {
    devices: devices.flatMap((device) => chipOf(device, products) ?? []),
    fits,
  };
}
