// A workshop booking as an iCalendar object (RFC 5545) for the confirmation mail's attachment,
// sent as an iTIP message (RFC 5546): METHOD:REQUEST while booked, METHOD:CANCEL with
// STATUS:CANCELLED once cancelled. A rebooking sends the same UID with a higher SEQUENCE, so the
// rider's calendar moves the event rather than adding one. Times are UTC ("Z" form, §3.3.5).

export interface BookingEvent {
  /** Stable for the booking: "<booking id>@<host>". */
  uid: string;
  /** Raised by every change the rider is told of (RFC 5545 §3.8.7.4). */
  sequence: number;
  status: "booked" | "cancelled";
  start: Date;
  end: Date;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  location: string;
  description: string;
  /** The shop's mail address (ORGANIZER) and the rider's (ATTENDEE), both required by iTIP. */
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The booking's own page. */
  url?: string;
}

/** TEXT escaping (§3.3.11): backslash, semicolon, comma, and newlines as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (§3.2): quoted, without the characters a quoted value cannot hold. */
const paramValue = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * Folds a content line (§3.1): no line longer than 75 octets, continued after CRLF and one
 * space; never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  // A continuation line's leading space counts towards its 75.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** 2026-12-01T08:00:00.000Z → 20261201T080000Z. */
export const icsUtc = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function bookingIcs(event: BookingEvent): string {
  const cancelled = event.status === "cancelled";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kretsbutiken//Verkstad//SV",
    "CALSCALE:GREGORIAN",
    `METHOD:${cancelled ? "CANCEL" : "REQUEST"}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
