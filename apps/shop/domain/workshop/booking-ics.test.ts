import { describe, expect, it } from "vitest";
import { bookingIcs, escapeText, foldLine, icsUtc, type BookingEvent } from "./booking-ics.ts";

const event: BookingEvent = {
  uid: "b-1@kretsbutiken.example",
  sequence: 0,
  status: "booked",
  start: new Date("2026-12-01T08:00:00Z"),
  end: new Date("2026-12-01T09:00:00Z"),
  stamp: new Date("2026-11-30T12:34:56.789Z"),
  summary: "Verkstad: Felsökning",
  location: "Storgatan 1, 111 22 Stockholm",
  description: "Felsökning; modell: Xiaomi Pro 2, felkod 14\nTa med laddaren \\ tack",
  organizer: { name: "Kretsbutiken", email: "verkstad@kretsbutiken.example" },
  attendee: { name: "Åsa Öberg", email: "asa@example.se" },
};

const octets = (line: string) => new TextEncoder().encode(line).length;
/** Content lines unfolded (RFC 5545 §3.1): CRLF followed by one space joins. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("escapeText", () => {
  it.each([
    ["a,b", "a\\,b"],
    ["a;b", "a\\;b"],
    ["a\\b", "a\\\\b"],
    ["a\nb", "a\\nb"],
    ["a\r\nb", "a\\nb"],
    ["plain", "plain"],
  ])("%j → %j", (given, expected) => {
    expect(escapeText(given)).toBe(expected);
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets as it is", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
  });

  it("folds longer lines so no line passes 75 octets, and unfolds to the original", () => {
    const line = `DESCRIPTION:${"å".repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => octets(part) <= 75)).toBe(true);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("never splits a multi-byte character", () => {
    const folded = foldLine(`SUMMARY:${"ö".repeat(80)}`);
    expect(folded).not.toContain("\uFFFD");
    expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(folded))).toBe(
      folded,
    );
  });
});

describe("bookingIcs", () => {
  it("writes a VCALENDAR with one VEVENT and every required property, CRLF throughout", () => {
    const ics = bookingIcs(event);
    const lines = unfold(ics);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(lines.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    expect(lines).toEqual(
      expect.arrayContaining([
        "PRODID:-//Kretsbutiken//Verkstad//SV",
        "METHOD:REQUEST",
        "BEGIN:VEVENT",
        "UID:b-1@kretsbutiken.example",
        "SEQUENCE:0",
        "DTSTAMP:20261130T123456Z",
        "DTSTART:20261201T080000Z",
        "DTEND:20261201T090000Z",
        "SUMMARY:Verkstad: Felsökning",
        "LOCATION:Storgatan 1\\, 111 22 Stockholm",
        "DESCRIPTION:Felsökning\\; modell: Xiaomi Pro 2\\, felkod 14\\nTa med laddaren \\\\ tack",
        "STATUS:CONFIRMED",
        'ORGANIZER;CN="Kretsbutiken":mailto:verkstad@kretsbutiken.example',
        "END:VEVENT",
        "END:VCALENDAR",
      ]),
    );
    expect(ics.split("\r\n").every((line) => octets(line) <= 75)).toBe(true);
  });

  it("cancels with the same UID, a higher SEQUENCE, METHOD:CANCEL and STATUS:CANCELLED", () => {
    const lines = unfold(bookingIcs({ ...event, status: "cancelled", sequence: 2 }));
    expect(lines).toEqual(
      expect.arrayContaining([
        "METHOD:CANCEL",
        "STATUS:CANCELLED",
        "UID:b-1@kretsbutiken.example",
        "SEQUENCE:2",
      ]),
    );
    expect(lines).not.toContain("METHOD:REQUEST");
  });

  it("writes instants in UTC", () => {
    expect(icsUtc(new Date("2026-03-29T01:30:00.000Z"))).toBe("20260329T013000Z");
  });
});
