import { describe, expect, it } from "vitest";
import { pickupPointsNear, usesPickupPoint } from "./pickup-points.ts";

describe("pickup points", () => {
  it("lists three points near a Stockholm postcode, ids naming carrier and postcode", () => {
    const points = pickupPointsNear("postnord-ombud", "113 22", "Stockholm");
    expect(points).toHaveLength(3);
    expect(points[0]).toEqual({
      id: "pn-11322-1",
      name: "ICA Nära Odenplan",
      address: "Odengatan 60, 113 22 Stockholm",
    });
  });

  it("lists points in the buyer's own town where the demo list has no area", () => {
    const points = pickupPointsNear("dhl-service-point", "981 31", "Kiruna");
    expect(points.map((p) => p.name)).toEqual(["ICA Kiruna", "Coop Kiruna", "Pressbyrån Kiruna"]);
  });

  it("has none for home delivery or a postcode that is not five digits", () => {
    expect(usesPickupPoint("budbee-home")).toBe(false);
    expect(pickupPointsNear("budbee-home", "113 22", "Stockholm")).toEqual([]);
    expect(pickupPointsNear("postnord-ombud", "1132", "Stockholm")).toEqual([]);
  });
});
