import { describe, expect, it } from "vitest";
import { deliverySection } from "./order-mail-frame.ts";
import { MAIL_COPY } from "./order-mail-copy.ts";
import type { OrderView } from "./order-view.ts";

const order = (postcode: string) =>
  ({
    delivery: "instabox",
    pickupPoint: undefined,
    shipping: { name: "Anna Svensson", street: "Storgatan 1", postcode, city: "Stockholm" },
  }) as unknown as OrderView;

describe("deliverySection", () => {
  it.each(["11122", "111-22", "111 22"])(
    "writes the delivery postcode stored as %j as '111 22'",
    (stored) => {
      const { lines } = deliverySection(order(stored), "se", MAIL_COPY.se);
      expect(lines).toContain("111 22 Stockholm");
    },
  );
});
