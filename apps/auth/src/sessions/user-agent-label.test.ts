import { describe, expect, it } from "vitest";
import { userAgentLabel } from "./user-agent-label.ts";

describe("userAgentLabel", () => {
  it.each([
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Linux (Chrome)",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "iOS (Safari)",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Windows (Edge)",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0",
      "macOS (Firefox)",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
      "Android (Samsung Internet)",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64) Gecko", "Linux (Unknown)"],
    ["curl/8.5.0", undefined],
  ])("%s is %s", (raw, label) => {
    expect(userAgentLabel(raw)).toBe(label);
  });
});
