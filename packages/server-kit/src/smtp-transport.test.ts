import { describe, expect, it } from "vitest";
import { smtpTransportOptions } from "./smtp-transport.ts";

describe("smtpTransportOptions", () => {
  it.each([
    ["smtp://127.0.0.1:2525", true],
    ["smtp://localhost:1025", true],
    ["smtp://[::1]:25", true],
    ["smtp://mail.example.se:587", false],
    ["smtps://127.0.0.1:465", false],
  ])("for %s ignores STARTTLS: %s", (url, ignored) => {
    expect(smtpTransportOptions(url)).toEqual({
      url,
      ignoreTLS: ignored,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  });
});
