// The workshop booking's mails (booking-mail-copy.ts): booked, moved and cancelled, each as plain
// text and HTML with the same content and the booking as a calendar event (booking-ics.ts), the
// same UID every time and a higher SEQUENCE for each change, so the rider's calendar follows.
// While booked they carry the links that cancel and rebook (the booking's page by its token).
import { createElement as h } from "react";
import { bookingIcs } from "../../domain/workshop/booking-ics.ts";
import { formatBookingTime } from "../../domain/workshop/workshop-format.ts";
import { WORKSHOP_SERVICE_COPY } from "../../domain/workshop/workshop-services.ts";
import { SCOOTER_MODELS } from "../../domain/scooter-doctor/scooter-models.ts";
import { fill, mailPage, paragraphs } from "../mail/mail-parts.ts";
import type { ShopMail } from "../mail/shop-mailer.ts";
import { bookingMailCopy } from "./booking-mail-copy.ts";
import type { WorkshopBooking } from "./workshop-booking.ts";

export type BookingMailKind = "booked" | "rebooked" | "cancelled";

export interface BookingMailContext {
  /** The booking page's address with the token, when the booking can still be changed. */
  manageUrl: string | undefined;
  /** Where a new booking starts. */
  bookUrl: string;
  /** The workshop's address (the seller's), or the shop's name where none is set. */
  location: string;
  organizer: { name: string; email: string };
  /** The host part of the event's UID. */
  host: string;
  now: Date;
}

export const modelName = (slug: string | null) =>
  SCOOTER_MODELS.find((model) => model.slug === slug)?.name;

export function bookingMail(
  booking: WorkshopBooking,
  kind: BookingMailKind,
  context: BookingMailContext,
): ShopMail {
  const language = booking.language;
  const copy = bookingMailCopy[language];
  const service = WORKSHOP_SERVICE_COPY[language][booking.service].name;
  const time = formatBookingTime(booking.startsAt, language);
  const model = modelName(booking.model) ?? copy.none;
  const code = booking.errorCode ?? copy.none;
  const details: [string, string][] = [
    [copy.service, service],
    [copy.time, time],
    [copy.model, model],
    [copy.errorCode, code],
    [copy.where, context.location],
  ];
  const links: [string, string][] =
    kind === "cancelled" || !context.manageUrl
      ? [[copy.bookAgain, context.bookUrl]]
      : [
          [copy.cancel, `${context.manageUrl}#avboka`],
          [copy.rebook, `${context.manageUrl}#omboka`],
        ];
  const ics = bookingIcs({
    uid: `${booking.id}@${context.host}`,
    sequence: booking.sequence,
    status: kind === "cancelled" ? "cancelled" : "booked",
    start: new Date(booking.startsAt),
    end: new Date(booking.endsAt),
    stamp: context.now,
    summary: fill(copy.summary, { service }),
    location: context.location,
    description: fill(copy.description, { service, model, code }),
    organizer: context.organizer,
    attendee: { name: booking.name, email: booking.email },
    url: context.manageUrl,
  });
  const greeting = fill(copy.greeting, { name: booking.name });
  const lead = copy[`lead.${kind}`];
  return {
    to: booking.email,
    language,
    subject: fill(copy[`subject.${kind}`], { service, time }),
    text: [
      greeting,
      lead,
      details.map(([label, value]) => `${label}: ${value}`).join("\n"),
      ...links.map(([label, url]) => `${label}:\n${url}`),
      copy.calendar,
      copy.signature,
    ].join("\n\n"),
    html: mailPage(
      language,
      ...paragraphs([greeting, lead]),
      h(
        "table",
        { key: "details" },
        h(
          "tbody",
          null,
          details.map(([label, value]) =>
            h("tr", { key: label }, h("th", { align: "left" }, label), h("td", null, value)),
          ),
        ),
      ),
      h(
        "p",
        { key: "links" },
        links.map(([label, url], i) =>
          h("span", { key: label }, i > 0 ? " · " : "", h("a", { href: url }, label)),
        ),
      ),
      ...paragraphs([copy.calendar, copy.signature]),
    ),
    attachments: [
      {
        filename: "bokning.ics",
        contentType: `text/calendar; charset=utf-8; method=${kind === "cancelled" ? "CANCEL" : "REQUEST"}`,
        content: ics,
      },
    ],
  };
}
