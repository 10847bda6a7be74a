// The demo's energy labels: every new phone and tablet has one that the admin's own rules
// accept, used phones of older models and foldables have none (energy-labels.ts says why), and
// seeding stores them where the storefront's catalogue reads them, on both databases.
import { describe, expect, it } from "vitest";
import { takesEnergyLabel } from "../../../domain/catalogue/energy-label.ts";
import {
  energyLabelInput,
  parseEnergyLabel,
} from "../../../domain/catalogue/energy-label-input.ts";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { createCatalogue } from "../catalogue.ts";
import { seedCatalogue } from "../seed-catalogue.ts";
import { demoEnergyLabels } from "./energy-labels.ts";
import { seedProducts } from "./index.ts";

const devices = seedProducts.filter((product) => takesEnergyLabel(product.type));
const exempt = (product: (typeof devices)[number]) =>
  product.tags.includes("begagnad") || product.tags.includes("hopfällbar");

describe("the demo's energy labels", () => {
  it("label every new phone and tablet, and no used phone, foldable or other product", () => {
    const labelled = seedProducts.filter((product) => product.energyLabel).map((it) => it.id);
    const expected = devices.filter((product) => !exempt(product)).map((it) => it.id);
    expect(labelled).toEqual(expected);
    expect(labelled.length).toBeGreaterThanOrEqual(30);
    expect(devices.some((product) => product.type === "tablet" && product.energyLabel)).toBe(true);
    // Every id of the table is a product of the catalogue.
    expect([...demoEnergyLabels.keys()].sort()).toEqual([...expected].sort());
  });

  it("pass the editor's checks and say they are demo values", () => {
    const labels = [...demoEnergyLabels.values()];
    expect(labels.map((label) => parseEnergyLabel(energyLabelInput(label)))).toEqual(
      labels.map((label) => ({ ok: true, value: label })),
    );
    expect(labels.filter((label) => !/^DEMO-\d+$/.test(label.registration))).toEqual([]);
  });
});

describe.each(dialects())("the seeded energy labels on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  it("are stored with their products and read back by the storefront", async () => {
    const { db } = await databases.open();
    const some = seedProducts.filter((product) => [1005, 1006, 1203].includes(product.id));
    await seedCatalogue(db, some, new Date("2026-06-01T10:00:00.000Z"));
    const catalogue = createCatalogue(db);
    expect((await catalogue.byId(1005))?.energyLabel).toEqual(demoEnergyLabels.get(1005));
    expect((await catalogue.byId(1203))?.energyLabel?.energyClass).toBe("A");
    expect((await catalogue.byId(1006))?.energyLabel).toBeUndefined();
  });
});
