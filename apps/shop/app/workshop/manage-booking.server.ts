// /verkstad/bokning?token=… on the server: the booking behind the link (the token is only ever
// in the rider's mail and address bar; its SHA-256 is what is stored), and the posts that cancel
// it or move it to another free time. Following the link changes nothing: only a button does,
// so mail scanners that open links cancel nobody's booking.
import { data, type RouterContextProvider } from "react-router";
import { looksLikeConfirmationToken } from "../../http/confirmation-token-shape.ts";
import { isSameOriginPost } from "../admin/admin-guard.server.ts";
import { servicesContext } from "../context/services-context.ts";
import { readForm } from "../request-body/read-form.ts";
import { chosenDay } from "./book.server.ts";
import type { WorkshopMessageKey } from "./workshop-messages.ts";
import { isIsoDate } from "../../domain/workshop/opening-hours.ts";

type Context = Readonly<RouterContextProvider>;

export interface ManageAnswer {
  ok: boolean;
  message: WorkshopMessageKey;
  /** The new time, for "manage.rebooked". */
  time?: string;
  /** The slot the rider chose, kept when the move failed. */
  slot?: string;
}

export async function loadManagedBooking(request: Request, context: Context) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token");
  const { workshop } = context.get(servicesContext);
  const booking = looksLikeConfirmationToken(token) ? await workshop.byToken(token) : undefined;
  // Like the other mail links' pages, a link that names nothing is a page that says so.
  if (!booking) return { found: false as const };
  const changeable = booking.status === "booked" && Date.parse(booking.startsAt) > Date.now();
  const days = changeable ? ((await workshop.slotDays(booking.service)) ?? []) : [];
  const asked = params.get("dag");
  const day = chosenDay(days, isIsoDate(asked) ? asked : undefined);
  return {
    found: true as const,
    token: token!,
    justBooked: params.get("bokad") === "1",
    booking: {
      service: booking.service,
      startsAt: booking.startsAt,
      model: booking.model,
      errorCode: booking.errorCode,
      status: booking.status,
      email: booking.email,
    },
    changeable,
    days: days.map(({ date, closed, slots }) => ({
      date,
      closed,
      free: slots.filter((slot) => slot.free > 0 && slot.start !== booking.startsAt).length,
    })),
    day: day?.date,
    slots: (day?.slots ?? [])
      .filter((slot) => slot.free > 0 && slot.start !== booking.startsAt)
      .map((slot) => slot.start),
  };
}

const answer = (body: ManageAnswer, status = 200) => data(body, { status });

export async function manageBookingAction(request: Request, context: Context) {
  if (!isSameOriginPost(request)) return answer({ ok: false, message: "book.crossSite" }, 403);
  const read = await readForm(request, context);
  if (!read.ok) return answer({ ok: false, message: "book.malformed" }, read.problem.status);
  const token = read.form.get("token");
  const intent = read.form.get("intent");
  if (!looksLikeConfirmationToken(token))
    return answer({ ok: false, message: "manage.invalid" }, 404);
  const { workshop } = context.get(servicesContext);
  if (intent === "cancel") {
    const outcome = await workshop.cancel(token);
    if (outcome === "cancelled") return answer({ ok: true, message: "manage.cancelled" });
    if (outcome === "already_cancelled")
      return answer({ ok: false, message: "manage.alreadyCancelled" }, 409);
    if (outcome === "past") return answer({ ok: false, message: "manage.past" }, 409);
    return answer({ ok: false, message: "manage.invalid" }, 404);
  }
  const slot = read.form.get("slot");
  if (typeof slot !== "string" || slot === "" || Number.isNaN(Date.parse(slot))) {
    return answer({ ok: false, message: "error.slot" }, 400);
  }
  const outcome = await workshop.rebook(token, slot);
  if (outcome.ok) {
    return answer({ ok: true, message: "manage.rebooked", time: outcome.booking.startsAt });
  }
  const message: Record<typeof outcome.reason, WorkshopMessageKey> = {
    slot_taken: "book.slotTaken",
    not_a_slot: "book.notASlot",
    invalid: "manage.invalid",
    cancelled: "manage.alreadyCancelled",
    past: "manage.past",
  };
  return answer(
    { ok: false, message: message[outcome.reason], slot },
    outcome.reason === "invalid" ? 404 : 409,
  );
}
