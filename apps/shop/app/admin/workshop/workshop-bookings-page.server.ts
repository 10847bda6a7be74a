// /admin/workshop on the server: the bookings, upcoming first, filtered by day and status from
// the address (a GET form), and the post that cancels one (staff; audit entry; the rider is
// mailed by the workshop service).
import { data, type RouterContextProvider } from "react-router";
import { isIsoDate } from "../../../domain/workshop/opening-hours.ts";
import { servicesContext } from "../../context/services-context.ts";
import { staffOf } from "../admin-guard.server.ts";
import { readAdminForm } from "../admin-form.server.ts";
import { pageParam } from "../components/admin-pager.tsx";
import type { WorkshopAdminKey } from "./workshop-admin-messages.ts";

type Context = Readonly<RouterContextProvider>;
const PAGE_SIZE = 25;

export async function loadWorkshopBookings(request: Request, context: Context) {
  staffOf(context);
  const url = new URL(request.url);
  const day = url.searchParams.get("dag") ?? "";
  const status = url.searchParams.get("status") ?? "";
  const page = pageParam(url);
  const dateError = day !== "" && !isIsoDate(day);
  const { items, total } = await context.get(servicesContext).workshop.list({
    date: isIsoDate(day) ? day : undefined,
    status: status === "booked" || status === "cancelled" ? status : undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  return {
    filters: { day, status },
    dateError,
    items,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    now: new Date().toISOString(),
  };
}

export interface CancelAnswer {
  ok: boolean;
  message: WorkshopAdminKey;
  time?: string;
}

export async function cancelBookingAction(request: Request, context: Context) {
  const read = await readAdminForm(request, context);
  if (!read.ok)
    return data<CancelAnswer>({ ok: false, message: "unknown" }, { status: read.problem.status });
  const id = read.form.get("booking");
  const time = read.form.get("time");
  if (typeof id !== "string" || id === "") {
    return data<CancelAnswer>({ ok: false, message: "unknown" }, { status: 400 });
  }
  const outcome = await context.get(servicesContext).workshop.cancelByStaff(read.staff.actor, id);
  if (outcome === "cancelled") {
    return { ok: true, message: "cancelled" as const, time: typeof time === "string" ? time : "" };
  }
  return data<CancelAnswer>(
    { ok: false, message: outcome === "unknown" ? "unknown" : "alreadyCancelled" },
    { status: outcome === "unknown" ? 404 : 409 },
  );
}
