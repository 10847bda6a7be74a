// What a shopper's complaint form says, checked field by field: which units of which order
// lines (at least one, never more than were bought), what is wrong (in words), when it was
// noticed (a real date, not before the order and not in the future) and the remedy asked for.
// Every field's problem is answered at once, so the page can show each beside its field.
import { isRemedy, type Remedy } from "./complaint-state.ts";

export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 4000;

export interface ComplaintForm {
  /** The typed quantity per order line number. */
  quantities: Readonly<Record<number, string>>;
  description: string;
  /** YYYY-MM-DD, as a date field sends it. */
  noticedOn: string;
  remedy: string;
}

export interface ComplaintInput {
  lines: { lineNo: number; quantity: number }[];
  description: string;
  noticedOn: string;
  remedy: Remedy;
}

export type ComplaintField = "lines" | "description" | "noticedOn" | "remedy";
export type ComplaintFieldError =
  | "lines_none"
  | "lines_quantity"
  | "description_short"
  | "description_long"
  | "noticed_missing"
  | "noticed_future"
  | "noticed_before_order"
  | "remedy_missing";

export type ComplaintCheck =
  | { ok: true; input: ComplaintInput }
  | { ok: false; errors: Partial<Record<ComplaintField, ComplaintFieldError>> };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date that exists ("2026-02-30" does not). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export function checkComplaint(
  form: ComplaintForm,
  order: { lines: readonly { lineNo: number; quantity: number }[]; orderedOn: string },
  today: string,
): ComplaintCheck {
  const errors: Partial<Record<ComplaintField, ComplaintFieldError>> = {};
  const lines: ComplaintInput["lines"] = [];
  for (const line of order.lines) {
    const typed = (form.quantities[line.lineNo] ?? "").trim();
    if (typed === "" || typed === "0") continue;
    const quantity = /^\d{1,4}$/.test(typed) ? Number(typed) : Number.NaN;
    if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > line.quantity) {
      errors.lines = "lines_quantity";
      continue;
    }
    lines.push({ lineNo: line.lineNo, quantity });
  }
  if (!errors.lines && lines.length === 0) errors.lines = "lines_none";
  const description = form.description.trim();
  if (description.length < DESCRIPTION_MIN) errors.description = "description_short";
  else if (description.length > DESCRIPTION_MAX) errors.description = "description_long";
  const noticedOn = form.noticedOn.trim();
  if (!isCalendarDate(noticedOn)) errors.noticedOn = "noticed_missing";
  else if (noticedOn > today) errors.noticedOn = "noticed_future";
  else if (noticedOn < order.orderedOn) errors.noticedOn = "noticed_before_order";
  if (!isRemedy(form.remedy)) errors.remedy = "remedy_missing";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { lines, description, noticedOn, remedy: form.remedy as Remedy },
  };
}
