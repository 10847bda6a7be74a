// "Reklamera en vara" on the server (routes/page/reklamation.tsx). The address may name the
// order by its link token (the tracking page, the dashboard); otherwise the shopper finds it by
// number and e-mail (orders/order-lookup.server.ts, rate limited). The form then carries the
// order's token and posts as multipart (photos), read up to the door's limit. Every field is
// checked (domain/complaints/) and answered beside the field with what was typed kept; photos
// are checked by their bytes and must be chosen again after a refusal (browsers never refill a
// file field). Filing spends the contact form's limits (per client and per address).
import { data, type RouterContextProvider } from "react-router";
import { checkComplaint } from "../../domain/complaints/complaint-input.ts";
import {
  complaintDeadline,
  withinComplaintPeriod,
} from "../../domain/complaints/complaint-period.ts";
import {
  checkPhotos,
  MAX_PHOTO_BYTES,
  photoTypeOf,
  type PhotoType,
} from "../../domain/complaints/photo-type.ts";
import { BOUGHT_STATUSES } from "../../domain/order-status.ts";
import type { OrderView } from "../../server/orders/order-view.ts";
import { isHoneypotFilled } from "../abuse/honeypot.ts";
import { retryAfterHeaders, retryMinutes, TOO_MANY } from "../abuse/too-many.ts";
import { takeFormLimit } from "../abuse/form-limit.server.ts";
import { pictureLimit } from "../admin/products/picture-limit.ts";
import { servicesContext } from "../context/services-context.ts";
import { preferencesContext } from "../context/preferences-context.ts";
import { sessionContext } from "../context/session-context.ts";
import { lookupOrder, lookupValues } from "../orders/order-lookup.server.ts";
import { readForm } from "../request-body/read-form.ts";
import type { ComplaintOrder, ComplaintStep, FormStep, FormValues } from "./complaint-step.ts";

type Context = Readonly<RouterContextProvider>;

const EMPTY: FormValues = { quantities: {}, description: "", noticedOn: "", remedy: "" };

/** What one photo and all of them together may weigh here: its door lets no more through. */
export function photoLimits(requestLimit: number): { each: number; total: number } {
  const total = pictureLimit(requestLimit);
  return { each: Math.min(MAX_PHOTO_BYTES, total), total };
}

const complaintOrder = (order: OrderView): ComplaintOrder => ({
  number: order.number,
  link: order.accessToken,
  createdAt: order.createdAt,
  lines: order.lines.map(({ lineNo, name, variant, quantity }) => ({
    lineNo,
    name,
    variant,
    quantity,
  })),
});

/** When the period started: the recorded delivery, else the order's date. */
const receivedAt = (order: OrderView) =>
  order.history.find((event) => event.status === "delivered")?.at ?? order.createdAt;

/** The form for this order, or why it cannot be complained about. */
function formFor(
  order: OrderView,
  now: Date,
  limits: FormStep["limits"],
  values = EMPTY,
): FormStep {
  const step: FormStep = { step: "form", order: complaintOrder(order), limits, values, errors: {} };
  if (!(BOUGHT_STATUSES as readonly string[]).includes(order.status)) {
    return { ...step, problem: { key: "error.not_complainable" } };
  }
  const received = receivedAt(order);
  if (!withinComplaintPeriod(received, now)) {
    const deadline = complaintDeadline(received).toISOString();
    return { ...step, problem: { key: "error.too_late", deadline } };
  }
  return step;
}

export async function loadComplaint(request: Request, context: Context): Promise<ComplaintStep> {
  const services = context.get(servicesContext);
  const given = new URL(request.url).searchParams.get("order") ?? "";
  const order = given ? await services.orders.findByLink(given) : undefined;
  const limits = photoLimits(services.bodyLimits.upload);
  return order ? formFor(order, new Date(), limits) : { step: "find", values: {} };
}

const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

function valuesOf(form: FormData, order: ComplaintOrder): FormValues {
  const quantities: Record<string, string> = {};
  for (const line of order.lines) {
    quantities[String(line.lineNo)] = text(form, `qty-${line.lineNo}`, 8).trim();
  }
  return {
    quantities,
    // Kept as typed (up to a little over the limit, so "too long" is still shown as such).
    description: text(form, "description", 4100),
    noticedOn: text(form, "noticedOn", 20).trim(),
    remedy: text(form, "remedy", 40),
  };
}

/** Today in Stockholm, YYYY-MM-DD (the date field's form). */
const stockholmToday = (now: Date) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(now);

export async function submitComplaint(request: Request, context: Context) {
  const services = context.get(servicesContext);
  const read = await readForm(request, context, { maxBytes: services.bodyLimits.upload });
  if (!read.ok) {
    const { message, status } = read.problem;
    return data<ComplaintStep>({ step: "find", error: message, values: {} }, { status });
  }
  const { form } = read;
  const now = new Date();
  const limits = photoLimits(services.bodyLimits.upload);
  const link = text(form, "link", 64);
  const order = link ? await services.orders.findByLink(link) : undefined;
  if (form.get("intent") !== "file" || !order) {
    const found = await lookupOrder(form, context);
    const values = lookupValues(form);
    if (!found.ok) {
      const headers = found.status === 429 ? retryAfterHeaders(found.retryAfterSeconds) : undefined;
      return data<ComplaintStep>(
        { step: "find", error: found.error, values },
        { status: found.status, headers },
      );
    }
    return data<ComplaintStep>(formFor(found.order, now, limits));
  }

  const shown = complaintOrder(order);
  const values = valuesOf(form, shown);
  const start = formFor(order, now, limits, values);
  if (start.problem) return data<ComplaintStep>(start, { status: 409 });

  const files = form
    .getAll("photos")
    .filter((file): file is File => typeof file !== "string" && file.size > 0);
  const checked = checkComplaint(
    {
      quantities: Object.fromEntries(
        Object.entries(values.quantities).map(([lineNo, typed]) => [Number(lineNo), typed]),
      ),
      description: values.description,
      noticedOn: values.noticedOn,
      remedy: values.remedy,
    },
    { lines: shown.lines, orderedOn: stockholmToday(new Date(order.createdAt)) },
    stockholmToday(now),
  );
  // Sizes first, so an oversized file is never read into memory twice.
  const sizeRefusal = files.some((file) => file.size > limits.each) ? "photo_size" : undefined;
  const bytes = sizeRefusal
    ? []
    : await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  const photoRefusal = sizeRefusal ?? checkPhotos(bytes, limits.each);
  if (!checked.ok || photoRefusal) {
    return data<ComplaintStep>(
      {
        ...start,
        errors: {
          ...(checked.ok ? {} : checked.errors),
          ...(photoRefusal && { photos: photoRefusal }),
        },
        photosLost: files.length > 0,
      },
      { status: 400 },
    );
  }
  // A bot that filled the honeypot is shown the form again, and nothing is filed.
  if (isHoneypotFilled(form)) return data<ComplaintStep>(start, { status: 400 });
  const verdict = await takeFormLimit(context, "contact", order.email);
  if (!verdict.allowed) {
    return data<ComplaintStep>(
      {
        ...start,
        problem: { shop: TOO_MANY, minutes: retryMinutes(verdict.retryAfterSeconds) },
        photosLost: files.length > 0,
      },
      { status: 429, headers: retryAfterHeaders(verdict.retryAfterSeconds) },
    );
  }
  const session = context.get(sessionContext);
  const language = context.get(preferencesContext).language === "en" ? "en" : "se";
  const filed = await services.complaints.file(
    {
      orderId: order.id,
      // Only the buyer's own account holds the case among its orders.
      userId: session && session.userId === order.userId ? session.userId : undefined,
      language,
      input: checked.input,
      photos: bytes.map((photo) => ({ bytes: photo, type: photoTypeOf(photo) as PhotoType })),
    },
    services.publicUrl,
  );
  if (!filed.ok) {
    const problem =
      filed.reason === "too_late"
        ? { key: "error.too_late" as const, deadline: filed.deadline }
        : filed.reason === "no_lines"
          ? { key: "error.changed" as const }
          : { key: "error.not_complainable" as const };
    return data<ComplaintStep>(
      { ...start, problem, photosLost: files.length > 0 },
      { status: 409 },
    );
  }
  return data<ComplaintStep>({
    step: "done",
    number: filed.number,
    token: filed.token,
    email: order.email,
  });
}
