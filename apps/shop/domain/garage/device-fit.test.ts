import { describe, expect, it } from "vitest";
import type { PartFitment } from "../scooter-doctor/fitment.ts";
import { gadgetFit, scooterFit } from "./device-fit.ts";

const TYRE: PartFitment = {
  kind: "tyre",
  fits: ["ninebot-max-g30", "ninebot-max-g30d"],
  notFits: ["xiaomi-m365"],
};

describe("scooterFit", () => {
  it.each([
    [{ type: "scooter_part", categoryPaths: [], fitment: TYRE }, "ninebot-max-g30", "fits"],
    [{ type: "scooter_part", categoryPaths: [], fitment: TYRE }, "xiaomi-m365", "does-not-fit"],
    [{ type: "scooter_part", categoryPaths: [], fitment: TYRE }, "xiaomi-pro-2", "unknown"],
    [{ type: "scooter_part", categoryPaths: [] }, "xiaomi-pro-2", "unknown"],
    [{ type: "accessory", categoryPaths: [], fitment: TYRE }, "ninebot-max-g30", undefined],
  ] as const)("%j and %s: %s", (product, model, answer) => {
    expect(scooterFit({ ...product, categoryPaths: [] }, model)).toBe(answer);
  });
});

describe("gadgetFit", () => {
  const iphone = { categoryPaths: ["/apple/iphone"] };
  const oled = { categoryPaths: ["/NintendoSwitch/oled"] };
  it.each([
    [
      "a charger on the iPhone page, a saved iPhone",
      { type: "accessory", categoryPaths: ["/apple/iphone"] },
      iphone,
      "fits",
    ],
    [
      "a case for Galaxy S, a saved iPhone",
      { type: "accessory", categoryPaths: ["/samsung/Galaxy-S-Series"] },
      iphone,
      "does-not-fit",
    ],
    [
      "a dock for original and OLED, a saved OLED",
      { type: "accessory", categoryPaths: ["/NintendoSwitch/original-oled"] },
      oled,
      "fits",
    ],
    [
      "a Lite grip, a saved OLED",
      { type: "accessory", categoryPaths: ["/NintendoSwitch/lite"] },
      oled,
      "does-not-fit",
    ],
    [
      "a charger for anything, a saved iPhone",
      { type: "accessory", categoryPaths: [] },
      iphone,
      "unknown",
    ],
    [
      "a bag on the tag page only, a saved iPhone",
      { type: "bag", categoryPaths: ["/globalt-allmant/vaskor-och-fodral"] },
      iphone,
      "unknown",
    ],
    [
      "a phone, a saved iPhone",
      { type: "phone", categoryPaths: ["/apple/iphone"] },
      iphone,
      undefined,
    ],
    [
      "an accessory, a device on no device page",
      { type: "accessory", categoryPaths: ["/apple/iphone"] },
      { categoryPaths: [] },
      undefined,
    ],
  ] as const)("%s", (_name, product, device, answer) => {
    const paths = { categoryPaths: [...device.categoryPaths] };
    expect(gadgetFit({ ...product, categoryPaths: [...product.categoryPaths] }, paths)).toBe(
      answer,
    );
  });
});
