// /admin/workshop/calendar on the server: the calendar's settings, and the posts that change
// them (opening hours, a service's duration, capacity and price, closed dates), each checked
// field by field with what was typed kept, written with its audit entry (workshop-calendar.ts).
import { data, type RouterContextProvider } from "react-router";
import {
  isIsoDate,
  parseClock,
  type OpeningHours,
} from "../../../domain/workshop/opening-hours.ts";
import {
  isWorkshopServiceSlug,
  MAX_CAPACITY,
  MAX_DURATION_MINUTES,
} from "../../../domain/workshop/workshop-services.ts";
import { servicesContext } from "../../context/services-context.ts";
import { staffOf } from "../admin-guard.server.ts";
import { readAdminForm } from "../admin-form.server.ts";
import type { WorkshopAdminKey } from "./workshop-admin-messages.ts";

type Context = Readonly<RouterContextProvider>;

export interface CalendarAnswer {
  ok: boolean;
  /** Which form answered: "hours", "service:<slug>", "closed". */
  form: string;
  message?: WorkshopAdminKey;
  errors?: Record<string, WorkshopAdminKey>;
  values?: Record<string, string>;
}

export async function loadWorkshopCalendar(context: Context) {
  staffOf(context);
  return context.get(servicesContext).workshop.calendar.settings();
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, 400) : "";
};

const wholeNumber = (value: string, min: number, max: number) =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : undefined;

const refuse = (answer: Omit<CalendarAnswer, "ok">) =>
  data<CalendarAnswer>({ ok: false, message: "fixErrors", ...answer }, { status: 400 });

export async function calendarAction(request: Request, context: Context) {
  const read = await readAdminForm(request, context);
  if (!read.ok) {
    return data<CalendarAnswer>(
      { ok: false, form: "", message: "fixErrors" },
      { status: read.problem.status },
    );
  }
  const { form, staff } = read;
  const { calendar } = context.get(servicesContext).workshop;
  const intent = text(form, "intent");

  if (intent === "hours") {
    const values: Record<string, string> = {};
    const errors: Record<string, WorkshopAdminKey> = {};
    const hours: OpeningHours[] = [];
    for (let weekday = 1; weekday <= 7; weekday++) {
      const opens = text(form, `opens-${weekday}`);
      const closes = text(form, `closes-${weekday}`);
      values[`opens-${weekday}`] = opens;
      values[`closes-${weekday}`] = closes;
      if (opens === "" && closes === "") {
        hours.push({ weekday, opensAt: null, closesAt: null });
        continue;
      }
      const opensAt = parseClock(opens);
      const closesAt = closes === "24:00" ? 1440 : parseClock(closes);
      if (opensAt === undefined || closesAt === undefined || opensAt >= closesAt) {
        errors[`hours-${weekday}`] = "error.hours";
      } else hours.push({ weekday, opensAt, closesAt });
    }
    if (Object.keys(errors).length > 0) return refuse({ form: "hours", errors, values });
    await calendar.setHours(staff.actor, hours);
    return { ok: true, form: "hours", message: "saved" } satisfies CalendarAnswer;
  }

  if (intent === "service") {
    const slug = text(form, "service");
    if (!isWorkshopServiceSlug(slug)) return refuse({ form: "service" });
    const values = {
      duration: text(form, "duration"),
      capacity: text(form, "capacity"),
      price: text(form, "price"),
    };
    const durationMinutes = wholeNumber(values.duration, 5, MAX_DURATION_MINUTES);
    const capacity = wholeNumber(values.capacity, 0, MAX_CAPACITY);
    const price = wholeNumber(values.price.replace(/\s/g, ""), 0, 1_000_000);
    const errors: Record<string, WorkshopAdminKey> = {};
    if (durationMinutes === undefined) errors.duration = "error.duration";
    if (capacity === undefined) errors.capacity = "error.capacity";
    if (price === undefined) errors.price = "error.price";
    if (durationMinutes === undefined || capacity === undefined || price === undefined) {
      return refuse({ form: `service:${slug}`, errors, values });
    }
    await calendar.setService(staff.actor, slug, {
      durationMinutes,
      capacity,
      priceFrom: price * 100,
    });
    return { ok: true, form: `service:${slug}`, message: "saved" } satisfies CalendarAnswer;
  }

  if (intent === "add-closed") {
    const values = { date: text(form, "date"), note: text(form, "note") };
    if (!isIsoDate(values.date))
      return refuse({ form: "closed", errors: { date: "error.closedDate" }, values });
    if (values.note.length > 200)
      return refuse({ form: "closed", errors: { note: "error.noteTooLong" }, values });
    const added = await calendar.addClosedDate(staff.actor, values.date, values.note || null);
    if (added === "exists")
      return refuse({ form: "closed", errors: { date: "error.closedExists" }, values });
    return { ok: true, form: "closed", message: "saved" } satisfies CalendarAnswer;
  }

  if (intent === "remove-closed") {
    await calendar.removeClosedDate(staff.actor, text(form, "date"));
    return { ok: true, form: "closed", message: "saved" } satisfies CalendarAnswer;
  }
  return refuse({ form: "" });
}
