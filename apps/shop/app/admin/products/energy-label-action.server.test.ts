// The energy label form of an admin product page, posted as the browser posts it, through the
// page's action (product-actions.server.ts) into the real store on both databases: bad input is
// answered beside each field with everything typed kept and nothing saved; a good label is saved
// under the version and the storefront's catalogue shows it; every field empty removes it; a
// product that is no phone or tablet, and a stale version, are refused.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { EnergyLabelInput } from "../../../domain/catalogue/energy-label-input.ts";
import { createAuditLog } from "../../../server/admin/audit/audit-log.ts";
import { createAdminProducts } from "../../../server/admin/products/admin-products.ts";
import { createCatalogue } from "../../../server/catalogue/catalogue.ts";
import { seedCatalogue } from "../../../server/catalogue/seed-catalogue.ts";
import type { ShopServices } from "../../../server/shop-services.ts";
import { seedFixture } from "../../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { servicesContext } from "../../context/services-context.ts";
import { formToken } from "../admin-csrf.server.ts";
import { FORM_TOKEN_FIELD } from "../admin-form-token-field.ts";
import { staffContext } from "../staff-context.ts";
import { productAction } from "./product-actions.server.ts";
import type { ProductActionData } from "./product-action-data.ts";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const SESSION = "s-energy";
const OWNER = { email: "agare@kretsbutiken.se", userId: "u-owner" };
const PHONE = 1;
const BAG = 2;

const GOOD: EnergyLabelInput = {
  energy_class: "b",
  endurance_hours: "41",
  endurance_minutes: "30",
  cycles: "1 000",
  repairability_class: "C",
  drop_class: "A",
  ip_rating: "IP68",
  spare_parts_years: "7",
  os_update_years: "5",
  registration: "DEMO-901001",
};

const BAD: EnergyLabelInput = {
  energy_class: "H",
  endurance_hours: "fyrtio",
  endurance_minutes: "75",
  cycles: "500",
  repairability_class: "A",
  drop_class: "F",
  ip_rating: "68",
  spare_parts_years: "3",
  os_update_years: "",
  registration: "DEMO-901001",
};

describe.each(dialects())("the energy label form on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop() {
    const { db } = await databases.open();
    await seedCatalogue(
      db,
      [seedFixture({ id: PHONE }), seedFixture({ id: BAG, type: "bag", slug: "vaska-2" })],
      new Date("2026-06-01T10:00:00.000Z"),
    );
    const products = createAdminProducts(db, {
      audit: createAuditLog(db),
      catalogueChanged: () => {},
    });
    const context = new RouterContextProvider();
    context.set(servicesContext, {
      admin: { formSecret: SECRET, products },
      bodyLimits: { form: 64 * 1024, request: 1024 * 1024, upload: 2048 * 1024 },
    } as unknown as ShopServices);
    context.set(staffContext, {
      session: {
        userId: OWNER.userId,
        sessionId: SESSION,
        email: OWNER.email,
        emailVerified: true,
        username: undefined,
      },
      role: "owner",
      actor: OWNER,
    });
    async function post(id: number, fields: Record<string, string>) {
      const body = new URLSearchParams({
        [FORM_TOKEN_FIELD]: formToken(SECRET, SESSION),
        intent: "energy_label",
        ...fields,
      });
      const request = new Request(`https://butik.test/admin/products/${id}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      const answer = (await productAction(request, context, id)) as unknown as {
        data: ProductActionData;
        init: ResponseInit | null;
      };
      return { status: answer.init?.status ?? 200, body: answer.data };
    }
    const version = async (id: number) => (await products.get(id))!.version;
    return { db, products, post, version };
  }

  it("answers bad input beside each field, keeps what was typed and saves nothing", async () => {
    const { products, post, version } = await shop();
    const before = await version(PHONE);
    const { status, body } = await post(PHONE, { version: String(before), ...BAD });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      intent: "energy_label",
      refusal: "fields",
      errors: {
        energy_class: "energy_class",
        endurance_hours: "whole_number",
        endurance_minutes: "minutes_range",
        cycles: "cycles_minimum",
        drop_class: "durability_class",
        ip_rating: "ip_format",
        spare_parts_years: "spare_parts_minimum",
        os_update_years: "required",
      },
      values: { fields: BAD },
    });
    expect("errors" in body && body.errors.repairability_class).toBeUndefined();
    const product = await products.get(PHONE);
    expect(product?.version).toBe(before);
    expect(product?.energyLabel).toBeUndefined();
  });

  it("saves a good label, which the storefront shows; every field empty removes it", async () => {
    const { db, products, post, version } = await shop();
    const saved = await post(PHONE, { version: String(await version(PHONE)), ...GOOD });
    expect(saved).toEqual({
      status: 200,
      body: { ok: true, intent: "energy_label", changed: true, removed: false },
    });
    const label = {
      energyClass: "B",
      enduranceMinutes: 41 * 60 + 30,
      cycles: 1000,
      repairabilityClass: "C",
      dropClass: "A",
      ipRating: "IP68",
      sparePartsYears: 7,
      osUpdateYears: 5,
      registration: "DEMO-901001",
    };
    expect((await products.get(PHONE))?.energyLabel).toEqual(label);
    expect((await createCatalogue(db).byId(PHONE))?.energyLabel).toEqual(label);
    // The same again changes nothing.
    const again = await post(PHONE, { version: String(await version(PHONE)), ...GOOD });
    expect(again.body).toMatchObject({ ok: true, changed: false });

    const empty = Object.fromEntries(Object.keys(GOOD).map((name) => [name, ""]));
    const removed = await post(PHONE, { version: String(await version(PHONE)), ...empty });
    expect(removed.body).toMatchObject({ ok: true, changed: true, removed: true });
    expect((await products.get(PHONE))?.energyLabel).toBeUndefined();
    expect((await createCatalogue(db).byId(PHONE))?.energyLabel).toBeUndefined();
  });

  it("refuses a product that takes no label, and a page read before another save", async () => {
    const { products, post, version } = await shop();
    const bag = await post(BAG, { version: String(await version(BAG)), ...GOOD });
    expect(bag).toMatchObject({
      status: 400,
      body: { refusal: "fields", errors: { energy_class: "not_labelled" } },
    });
    expect((await products.get(BAG))?.energyLabel).toBeUndefined();

    const stale = await version(PHONE);
    await post(PHONE, { version: String(stale), ...GOOD });
    const conflict = await post(PHONE, { version: String(stale), ...GOOD, energy_class: "A" });
    expect(conflict).toEqual({
      status: 409,
      body: { ok: false, intent: "energy_label", refusal: "conflict" },
    });
    expect((await products.get(PHONE))?.energyLabel?.energyClass).toBe("B");
    const missing = await post(PHONE, GOOD);
    expect(missing.status).toBe(409);
  });
});
