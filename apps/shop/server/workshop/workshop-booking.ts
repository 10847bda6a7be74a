// A workshop booking as the shop's pages, mails and admin see it (workshop.ts).
import type { Language } from "../../domain/language.ts";
import type { WorkshopServiceSlug } from "../../domain/workshop/workshop-services.ts";
import type { ShopDatabase } from "../database/schema.ts";

export interface WorkshopBooking {
  id: string;
  service: WorkshopServiceSlug;
  startsAt: string;
  endsAt: string;
  name: string;
  email: string;
  phone: string;
  /** A model slug of domain/scooter-doctor/scooter-models.ts, or null when not given. */
  model: string | null;
  errorCode: string | null;
  note: string | null;
  status: "booked" | "cancelled";
  sequence: number;
  language: Language;
  createdAt: string;
}

/** What the booking form hands over, already validated (app/workshop/booking-form-schema.ts). */
export interface BookingRequest {
  service: WorkshopServiceSlug;
  /** ISO 8601: a slot's start as the booking page offered it. */
  start: string;
  name: string;
  email: string;
  phone: string;
  model: string | undefined;
  errorCode: string | undefined;
  note: string | undefined;
  language: Language;
}

export type BookingRow = ShopDatabase["workshop_bookings"];

export const bookingOf = (row: BookingRow): WorkshopBooking => ({
  id: row.id,
  service: row.service as WorkshopServiceSlug,
  startsAt: new Date(row.starts_at).toISOString(),
  endsAt: new Date(row.ends_at).toISOString(),
  name: row.name,
  email: row.email,
  phone: row.phone,
  model: row.model,
  errorCode: row.error_code,
  note: row.note,
  status: row.status,
  sequence: row.sequence,
  language: row.language === "en" ? "en" : "se",
  createdAt: new Date(row.created_at).toISOString(),
});
