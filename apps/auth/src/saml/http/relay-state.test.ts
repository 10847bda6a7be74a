import { describe, expect, it } from "vitest";
import { requestIdOf, spInitiatedRelayState } from "./relay-state.ts";

describe("spInitiatedRelayState", () => {
  it("is Hanko's prefix and the request's ID, nothing the browser could change", () => {
    expect(spInitiatedRelayState("_abc123")).toBe("hanko_spi__abc123");
  });
});

describe("requestIdOf", () => {
  it.each([
    ["our own RelayState", spInitiatedRelayState("_abc123"), "_abc123"],
    ["the prefix alone", "hanko_spi_", ""],
    ["an IdP-initiated RelayState (a URL)", "https://shop.example/welcome", undefined],
    ["an empty RelayState", "", undefined],
    ["the prefix further in", "x_hanko_spi__abc123", undefined],
    ["another case of the prefix", "HANKO_SPI__abc123", undefined],
    ["the prefix cut short", "hanko_sp_abc123", undefined],
  ])("%s", (_name, relayState, expected) => {
    expect(requestIdOf(relayState)).toBe(expected);
  });
});
