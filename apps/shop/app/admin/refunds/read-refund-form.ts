// A per-line refund form read back: one quantity field per order line (`quantity-<lineNo>`, a
// whole number of units, empty meaning none) and the fees box. Anything but digits in a field is
// refused beside that field; the typed text is kept to show again.
import type { LineRefusal } from "./refund-action-data.ts";

export const quantityField = (lineNo: number) => `quantity-${lineNo}`;
export const FEES_FIELD = "fees";

export type RefundFormRead = {
  quantities: Record<string, string>;
  fees: boolean;
} & (
  | { ok: true; lines: { lineNo: number; quantity: number }[] }
  | { ok: false; lines: Record<string, { reason: LineRefusal }> }
);

const FIELD = /^quantity-(\d{1,4})$/;

export function readRefundForm(form: FormData): RefundFormRead {
  const quantities: Record<string, string> = {};
  const lines: { lineNo: number; quantity: number }[] = [];
  const refused: Record<string, { reason: LineRefusal }> = {};
  for (const [name, value] of form.entries()) {
    const match = FIELD.exec(name);
    if (!match || typeof value !== "string") continue;
    const lineNo = Number(match[1]);
    const typed = value.trim().slice(0, 12);
    quantities[String(lineNo)] = typed;
    if (typed === "") continue;
    if (!/^\d{1,6}$/.test(typed)) {
      refused[String(lineNo)] = { reason: "bad_quantity" };
      continue;
    }
    const quantity = Number(typed);
    if (quantity > 0) lines.push({ lineNo, quantity });
  }
  const fees = form.get(FEES_FIELD) === "1";
  return Object.keys(refused).length > 0
    ? { ok: false, lines: refused, quantities, fees }
    : { ok: true, lines, quantities, fees };
}
