import { describe, expect, it } from "vitest";
import { mailLanguage, readClientInfo, UNKNOWN_IP } from "./client-info.ts";

const request = (headers: Record<string, string>) =>
  new Request("http://localhost:8000/login", { method: "POST", headers });

describe("readClientInfo: ip", () => {
  const cases: {
    name: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
    trustProxy: boolean;
    ip: string;
  }[] = [
    { name: "remote address", remoteAddress: "203.0.113.7", trustProxy: false, ip: "203.0.113.7" },
    {
      name: "X-Forwarded-For ignored when the proxy is not trusted",
      headers: { "X-Forwarded-For": "198.51.100.1" },
      remoteAddress: "203.0.113.7",
      trustProxy: false,
      ip: "203.0.113.7",
    },
    {
      name: "first X-Forwarded-For entry when trusted",
      headers: { "X-Forwarded-For": " 198.51.100.1 , 10.0.0.1" },
      remoteAddress: "10.0.0.2",
      trustProxy: true,
      ip: "198.51.100.1",
    },
    {
      name: "IPv6 in X-Forwarded-For, lower-cased",
      headers: { "X-Forwarded-For": "2001:DB8::1" },
      trustProxy: true,
      ip: "2001:db8::1",
    },
    {
      name: "garbage in X-Forwarded-For falls back to the remote address",
      headers: { "X-Forwarded-For": "<script>, 198.51.100.1" },
      remoteAddress: "10.0.0.2",
      trustProxy: true,
      ip: "10.0.0.2",
    },
    {
      name: "empty X-Forwarded-For falls back to the remote address",
      headers: { "X-Forwarded-For": "" },
      remoteAddress: "10.0.0.2",
      trustProxy: true,
      ip: "10.0.0.2",
    },
    {
      name: "IPv4-mapped IPv6 remote address becomes IPv4",
      remoteAddress: "::ffff:127.0.0.1",
      trustProxy: false,
      ip: "127.0.0.1",
    },
    { name: "no address at all", trustProxy: true, ip: UNKNOWN_IP },
    { name: "unparsable remote address", remoteAddress: "", trustProxy: false, ip: UNKNOWN_IP },
  ];

  it.each(cases)("$name", ({ headers = {}, remoteAddress, trustProxy, ip }) => {
    expect(readClientInfo(request(headers), { remoteAddress, trustProxy }).ip).toBe(ip);
  });
});

describe("readClientInfo: user agent and language", () => {
  it("reads User-Agent and X-Language", () => {
    const info = readClientInfo(request({ "User-Agent": "Firefox/140", "X-Language": "sv-SE" }), {
      remoteAddress: "127.0.0.1",
      trustProxy: false,
    });
    expect(info).toEqual({ ip: "127.0.0.1", userAgent: "Firefox/140", language: "sv" });
  });

  it("leaves a missing User-Agent undefined and defaults to English", () => {
    const info = readClientInfo(request({}), { trustProxy: false });
    expect(info.userAgent).toBeUndefined();
    expect(info.language).toBe("en");
  });
});

describe("mailLanguage", () => {
  const cases: [header: string | null | undefined, language: "sv" | "en"][] = [
    ["sv", "sv"],
    ["SV", "sv"],
    ["sv-SE", "sv"],
    ["sv-se", "sv"],
    ["sv_SE", "sv"],
    ["sv-FI", "sv"],
    ["se", "sv"],
    ["SE", "sv"],
    [" sv ", "sv"],
    ["sv-SE,en;q=0.8", "sv"],
    ["en", "en"],
    ["en-GB", "en"],
    ["de", "en"],
    ["svenska", "en"],
    ["undefined", "en"],
    ["", "en"],
    [null, "en"],
    [undefined, "en"],
  ];

  it.each(cases)("%j → %s", (header, language) => {
    expect(mailLanguage(header)).toBe(language);
  });
});
