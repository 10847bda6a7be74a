// Every scooter part of the demo catalogue says which models it fits (issue 41), in the doctor's
// model slugs, and never both fits and does not fit one model; the scooters we sell name the
// doctor's model they are; the doctor's common causes have parts to offer.
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../../domain/scooter-doctor/error-codes.ts";
import { fitFor } from "../../../domain/scooter-doctor/fitment.ts";
import { isModelSlug } from "../../../domain/scooter-doctor/fitment-names.ts";
import { isPartKind } from "../../../domain/scooter-doctor/part-kinds.ts";
import { seedProducts } from "./index.ts";

const parts = seedProducts.filter((product) => product.type === "scooter_part");
const scooters = seedProducts.filter((product) => product.type === "scooter");

describe("the scooter parts' fitments", () => {
  it("covers every scooter part, and only scooter parts", () => {
    expect(parts.length).toBeGreaterThanOrEqual(21);
    expect(parts.filter((part) => !part.fitment).map((part) => part.sku)).toEqual([]);
    const others = seedProducts.filter((it) => it.type !== "scooter_part" && it.fitment);
    expect(others.map((it) => it.sku)).toEqual([]);
  });

  it.each(parts.map((part) => [part.sku, part] as const))(
    "%s names a kind and known models, each once and one way",
    (_, part) => {
      const fitment = part.fitment!;
      const named = [...fitment.fits, ...fitment.notFits];
      expect(isPartKind(fitment.kind)).toBe(true);
      expect(fitment.fits.length).toBeGreaterThan(0);
      expect(named.filter((slug) => !isModelSlug(slug))).toEqual([]);
      expect(fitment.fits.filter((slug) => fitment.notFits.includes(slug))).toEqual([]);
      expect(new Set(named).size).toBe(named.length);
    },
  );

  it("tells the 8.5-inch Xiaomi tyres from the Max's 10-inch ones", () => {
    const tyre = parts.find((part) => part.sku === "KB-CST-TYRE-85")!;
    expect(fitFor(tyre.fitment, "xiaomi-pro-2")).toBe("fits");
    expect(fitFor(tyre.fitment, "ninebot-max-g30")).toBe("does-not-fit");
    expect(fitFor(tyre.fitment, "ninebot-e-series")).toBe("unknown");
  });

  it("continues the scooter parts' ids from 2000 without a gap", () => {
    const ids = parts.map((part) => part.id).sort((a, b) => a - b);
    expect(ids).toEqual(ids.map((_, index) => 2000 + index));
  });
});

describe("the doctor's causes and the parts for them", () => {
  const kinds = [...new Set(ERROR_CODES.flatMap((code) => code.causes.flatMap((it) => it.parts)))];

  it.each(kinds)("has a part of kind %s for some model", (kind) => {
    expect(parts.some((part) => part.fitment?.kind === kind)).toBe(true);
  });

  it.each([
    ["xiaomi-pro-2", "throttle"],
    ["xiaomi-m365", "brake-lever"],
    ["xiaomi-1s", "cable-harness"],
    ["ninebot-max-g30", "throttle"],
    ["xiaomi-pro-2", "charging-port"],
  ] as const)("offers %s a %s", (model, kind) => {
    const fitting = parts.filter(
      (part) => part.fitment?.kind === kind && fitFor(part.fitment, model) === "fits",
    );
    expect(fitting.length).toBeGreaterThan(0);
  });
});

describe("the scooters' models", () => {
  it("names a known model for the scooters the doctor knows, and none for the others", () => {
    const named = scooters.map((it) => [it.sku, it.scooterModel ?? null] as const);
    expect(named.filter(([, model]) => model !== null && !isModelSlug(model))).toEqual([]);
    expect(Object.fromEntries(named)).toMatchObject({
      "KB-XM-ES4": "xiaomi-scooter-4",
      "KB-NB-MAXG30E2": "ninebot-max-g30",
      "KB-XM-ES4LITE2": null,
    });
  });
});
