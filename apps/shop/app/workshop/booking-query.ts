// What the booking pages read from their address (GET, so every step works without
// JavaScript and can be linked to): the service (`tjanst`), the model (`modell`) and error code
// (`felkod`) the doctor and product pages pass on, the day (`dag`) and the time (`tid`). A value
// that is not one the page knows is left out, never an error.
import { SCOOTER_MODELS } from "../../domain/scooter-doctor/scooter-models.ts";
import { isIsoDate } from "../../domain/workshop/opening-hours.ts";
import {
  isWorkshopServiceSlug,
  type WorkshopServiceSlug,
} from "../../domain/workshop/workshop-services.ts";
import { ERROR_CODE } from "./booking-form-schema.ts";

export const BOOK_PAGE_PATH = "/verkstad/boka";

export interface BookingQuery {
  service: WorkshopServiceSlug | undefined;
  model: string | undefined;
  errorCode: string | undefined;
  day: string | undefined;
  time: string | undefined;
}

export function parseBookingQuery(params: URLSearchParams): BookingQuery {
  const service = params.get("tjanst");
  const model = params.get("modell");
  const code = params.get("felkod")?.trim();
  const day = params.get("dag");
  const time = params.get("tid");
  return {
    // An error code with no service named (Felkodsdoktorn's link) is a case for diagnostics.
    service: isWorkshopServiceSlug(service)
      ? service
      : code && ERROR_CODE.test(code)
        ? "felsokning"
        : undefined,
    model: SCOOTER_MODELS.some((m) => m.slug === model) ? (model ?? undefined) : undefined,
    errorCode: code && ERROR_CODE.test(code) ? code : undefined,
    day: isIsoDate(day) ? day : undefined,
    time: time && !Number.isNaN(Date.parse(time)) ? new Date(time).toISOString() : undefined,
  };
}

/** The booking page's address for a query, keeping the rider's model and code. */
export function bookingHref(
  base: string,
  query: Partial<BookingQuery>,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(extra);
  if (query.service) params.set("tjanst", query.service);
  if (query.model) params.set("modell", query.model);
  if (query.errorCode) params.set("felkod", query.errorCode);
  if (query.day) params.set("dag", query.day);
  if (query.time) params.set("tid", query.time);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
