// What a post of the booking form answers when nothing was booked (book.server.ts).
import type { BookingFieldErrors } from "./booking-form-schema.ts";
import type { WorkshopMessageKey } from "./workshop-messages.ts";

export interface BookingRefusal {
  errors: BookingFieldErrors;
  /** What was typed, which comes back in the form. */
  values: Record<string, string>;
  /** Why, above the form: a taken slot, a limit, a body that could not be read. */
  problem: WorkshopMessageKey | undefined;
  retryAfterSeconds: number;
}
