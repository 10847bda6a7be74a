import { describe, expect, it } from "vitest";
import { CARRIERS, carrierOfDelivery, isCarrier, trackingUrl } from "./carriers.ts";
import { DELIVERY_OPTIONS } from "../catalogue/delivery.ts";

describe("carriers", () => {
  it("links each carrier's tracking page for a parcel, in the buyer's language where it can", () => {
    expect(trackingUrl("PostNord", "0037-1", "se")).toBe(
      "https://tracking.postnord.com/se/?id=0037-1",
    );
    expect(trackingUrl("PostNord", "0037-1", "en")).toBe(
      "https://tracking.postnord.com/en/?id=0037-1",
    );
    for (const carrier of CARRIERS) {
      const url = new URL(trackingUrl(carrier, "AB-123", "se"));
      expect(url.protocol, carrier).toBe("https:");
      expect(url.href, carrier).toContain("AB-123");
    }
  });

  it("knows the carrier of every delivery option checkout offers", () => {
    for (const option of DELIVERY_OPTIONS) {
      expect(carrierOfDelivery(option.id), option.id).toBe(option.carrier);
    }
    expect(carrierOfDelivery("pigeon")).toBeUndefined();
    expect(isCarrier("Bring")).toBe(true);
    expect(isCarrier("bring")).toBe(false);
  });
});
