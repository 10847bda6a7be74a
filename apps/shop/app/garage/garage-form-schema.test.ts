import { describe, expect, it } from "vitest";
import {
  parseGadgetForm,
  parseReminderForm,
  parseScooterChangeForm,
  parseScooterForm,
} from "./garage-form-schema.ts";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe("Min garage's forms", () => {
  it.each([
    [
      { model: "xiaomi-pro-2" },
      {
        ok: true,
        value: { model: "xiaomi-pro-2", serialNumber: undefined, odometerKm: undefined },
      },
    ],
    [
      { model: "xiaomi-pro-2", serialNumber: " 26150 ", odometerKm: "1 200" },
      { ok: true, value: { model: "xiaomi-pro-2", serialNumber: "26150", odometerKm: 1200 } },
    ],
    [{ model: "tesla-model-s" }, { ok: false, errors: { model: "garage.error.model" } }],
    [{}, { ok: false, errors: { model: "garage.error.model" } }],
    [
      { model: "xiaomi-m365", odometerKm: "-3" },
      { ok: false, errors: { odometerKm: "garage.error.odometer" } },
    ],
    [
      { model: "xiaomi-m365", odometerKm: "12,5" },
      { ok: false, errors: { odometerKm: "garage.error.odometer" } },
    ],
    [
      { model: "xiaomi-m365", odometerKm: "200001" },
      { ok: false, errors: { odometerKm: "garage.error.odometer" } },
    ],
    [
      { model: "xiaomi-m365", serialNumber: "x".repeat(41) },
      { ok: false, errors: { serialNumber: "garage.error.serial" } },
    ],
  ])("a scooter %j", (values, expected) => {
    expect(parseScooterForm(form(values))).toEqual(expected);
  });

  it("a scooter's change keeps the odometer when the field is left empty", () => {
    expect(parseScooterChangeForm(form({ serialNumber: "", odometerKm: "" }))).toEqual({
      ok: true,
      value: { serialNumber: undefined, odometerKm: undefined },
    });
  });

  it.each([
    [{ productId: "1000" }, { ok: true, value: { productId: 1000 } }],
    [{ productId: "0" }, { ok: false, errors: { productId: "garage.error.gadget" } }],
    [{ productId: "<script>" }, { ok: false, errors: { productId: "garage.error.gadget" } }],
    [{}, { ok: false, errors: { productId: "garage.error.gadget" } }],
  ])("a device %j", (values, expected) => {
    expect(parseGadgetForm(form(values))).toEqual(expected);
  });

  it.each([
    [
      { everyKm: "500", email: "a@b.se" },
      { ok: true, value: { everyKm: 500, everyMonths: undefined, email: "a@b.se" } },
    ],
    [
      { everyMonths: "6", email: " a@b.se " },
      { ok: true, value: { everyKm: undefined, everyMonths: 6, email: "a@b.se" } },
    ],
    [{ email: "a@b.se" }, { ok: false, errors: { everyKm: "garage.error.ruleMissing" } }],
    [
      { everyKm: "10", email: "a@b.se" },
      { ok: false, errors: { everyKm: "garage.error.everyKm" } },
    ],
    [
      { everyMonths: "25", email: "a@b.se" },
      { ok: false, errors: { everyMonths: "garage.error.everyMonths" } },
    ],
    [
      { everyKm: "500", email: "inte-en-adress" },
      { ok: false, errors: { email: "garage.error.email" } },
    ],
  ])("a reminder %j", (values, expected) => {
    expect(parseReminderForm(form(values))).toEqual(expected);
  });
});
