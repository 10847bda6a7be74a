// /verkstad/boka on the server: the services, the chosen service's days and the chosen day's
// free times for the page; and the post that books. The post must come from the shop's own
// pages (Fetch Metadata, else Origin), is read through the shop's one form reader, has the
// honeypot, spends the contact form's limits (per client and per address), and is checked with
// one schema. The database decides who gets a slot (server/workshop/workshop.ts): a rider who
// lost the race gets 409, the message, what they typed and the slots still free.
import { data, redirect, type RouterContextProvider } from "react-router";
import { isWorkshopServiceSlug } from "../../domain/workshop/workshop-services.ts";
import type { SlotDay } from "../../domain/workshop/workshop-slots.ts";
import { MANAGE_PATH } from "../../domain/workshop/workshop-paths.ts";
import { takeFormLimit } from "../abuse/form-limit.server.ts";
import { HONEYPOT_FIELD, isHoneypotFilled } from "../abuse/honeypot.ts";
import { retryAfterHeaders } from "../abuse/too-many.ts";
import { isSameOriginPost } from "../admin/admin-guard.server.ts";
import { preferencesContext } from "../context/preferences-context.ts";
import { servicesContext } from "../context/services-context.ts";
import { readForm } from "../request-body/read-form.ts";
import { parseBookingForm } from "./booking-form-schema.ts";
import {
  BOOK_PAGE_PATH,
  bookingHref,
  parseBookingQuery,
  type BookingQuery,
} from "./booking-query.ts";
import type { BookingRefusal } from "./booking-refusal.ts";

type Context = Readonly<RouterContextProvider>;

/** The day to show: the one asked for when offered, else the first with a free time. */
export function chosenDay(
  days: readonly SlotDay[],
  asked: string | undefined,
): SlotDay | undefined {
  return (
    days.find((day) => day.date === asked) ??
    days.find((day) => day.slots.some((slot) => slot.free > 0))
  );
}

export async function loadBooking(request: Request, context: Context) {
  const query: BookingQuery = parseBookingQuery(new URL(request.url).searchParams);
  const { workshop } = context.get(servicesContext);
  const { services } = await workshop.calendar.settings();
  const days = query.service ? ((await workshop.slotDays(query.service)) ?? []) : [];
  const day = chosenDay(days, query.day);
  return {
    query,
    services: services.filter((service) => service.capacity > 0),
    days: days.map(({ date, closed, slots }) => ({
      date,
      closed,
      free: slots.filter((slot) => slot.free > 0).length,
    })),
    day: day?.date,
    slots: (day?.slots ?? []).filter((slot) => slot.free > 0).map((slot) => slot.start),
  };
}

const refuse = (refusal: Partial<BookingRefusal>, status: number, headers?: HeadersInit) =>
  data<BookingRefusal>(
    { errors: {}, values: {}, problem: undefined, retryAfterSeconds: 0, ...refusal },
    { status, headers },
  );

export async function bookAction(request: Request, context: Context) {
  if (!isSameOriginPost(request)) return refuse({ problem: "book.crossSite" }, 403);
  const read = await readForm(request, context);
  if (!read.ok) return refuse({ problem: "book.malformed" }, read.problem.status);
  const { form } = read;
  const service = form.get("service");
  const query = parseBookingQuery(new URL(request.url).searchParams);
  if (isHoneypotFilled(form)) return redirect(bookingHref(BOOK_PAGE_PATH, query), 303);
  const values = Object.fromEntries(
    [...form.entries()].filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === "string" && entry[0] !== HONEYPOT_FIELD,
    ),
  );
  if (!isWorkshopServiceSlug(service)) return refuse({ values, problem: "book.notASlot" }, 400);
  const parsed = parseBookingForm(form);
  if (!parsed.ok) return refuse({ errors: parsed.errors, values }, 400);
  const verdict = await takeFormLimit(context, "contact", parsed.value.email);
  if (!verdict.allowed) {
    const { retryAfterSeconds } = verdict;
    return refuse(
      { values, problem: "book.tooMany", retryAfterSeconds },
      429,
      retryAfterHeaders(retryAfterSeconds),
    );
  }
  const { slot, name, email, phone, model, errorCode, note } = parsed.value;
  const outcome = await context.get(servicesContext).workshop.book({
    name,
    email,
    phone,
    model,
    errorCode,
    note,
    service,
    start: slot,
    language: context.get(preferencesContext).language,
  });
  if (outcome.ok) {
    const params = new URLSearchParams({ token: outcome.token, bokad: "1" });
    return redirect(`${MANAGE_PATH}?${params.toString()}`, 303);
  }
  // The slot is gone: everything typed but the time comes back.
  const { slot: _taken, ...kept } = values;
  return refuse(
    {
      values: kept,
      problem: outcome.reason === "slot_taken" ? "book.slotTaken" : "book.notASlot",
    },
    409,
  );
}
