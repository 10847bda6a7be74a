// A product's fit marks with the saved device each is about.
import type { FitMark, GarageFitResponse } from "./garage-fit.ts";

/** The marks of one product with the device each is about. */
export function fitMarks(
  garage: GarageFitResponse | undefined,
  productId: number,
): (FitMark & { device: GarageFitResponse["devices"][number] })[] {
  if (!garage) return [];
  return (garage.fits[String(productId)] ?? []).flatMap((mark) => {
    const device = garage.devices.find((d) => d.id === mark.deviceId);
    return device ? [{ ...mark, device }] : [];
  });
}
