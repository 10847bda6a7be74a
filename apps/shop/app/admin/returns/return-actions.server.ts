// The form post of /admin/returns: staff register a return's goods as received, each withdrawn
// line with its condition (required) and a note (optional, at most RETURN_NOTE_MAX characters),
// and whether the goods go back in stock. Checked after the form token (readAdminForm); a field
// error answers 400 with every value as typed; a return already registered 409.
import { data, type RouterContextProvider } from "react-router";
import {
  isReturnCondition,
  RETURN_NOTE_MAX,
  type ReturnCondition,
} from "../../../domain/returns/return-state.ts";
import { servicesContext } from "../../context/services-context.ts";
import { readAdminForm } from "../admin-form.server.ts";
import type { ReturnActionData, ReturnFormValues } from "./return-action-data.ts";

const field = (form: FormData, name: string, max = 100) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
};

export async function returnAction(request: Request, context: Readonly<RouterContextProvider>) {
  const read = await readAdminForm(request, context);
  if (!read.ok) {
    return data<ReturnActionData>(
      { ok: false, problem: read.problem.message },
      { status: read.problem.status },
    );
  }
  const { form, staff } = read;
  const services = context.get(servicesContext);
  const returnId = field(form, "return");
  // Shown in the answer only; what changes is named by the return's id.
  const number = field(form, "number", 40);
  const lineNos = form
    .getAll("lineNo")
    .map((value) => Number(value))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  const values: ReturnFormValues = { restock: form.get("restock") === "1", lines: {} };
  const fieldErrors: NonNullable<Extract<ReturnActionData, { ok: false }>["fieldErrors"]> = {};
  const lines: { lineNo: number; condition: ReturnCondition; note: string | undefined }[] = [];
  for (const lineNo of lineNos) {
    const condition = field(form, `condition-${lineNo}`);
    // Kept whole to show again; refused past the limit rather than cut.
    const rawNote = form.get(`note-${lineNo}`);
    const note = typeof rawNote === "string" ? rawNote.trim().slice(0, RETURN_NOTE_MAX * 4) : "";
    values.lines[String(lineNo)] = { condition, note };
    if (!isReturnCondition(condition)) fieldErrors[`condition-${lineNo}`] = "error.condition";
    if (note.length > RETURN_NOTE_MAX) fieldErrors[`note-${lineNo}`] = "error.note";
    if (isReturnCondition(condition)) lines.push({ lineNo, condition, note: note || undefined });
  }
  if (!returnId || lineNos.length === 0) {
    return data<ReturnActionData>({ ok: false, error: "unknown_return", number }, { status: 400 });
  }
  if (Object.keys(fieldErrors).length > 0) {
    return data<ReturnActionData>(
      { ok: false, returnId, number, error: "fields", fieldErrors, values },
      { status: 400 },
    );
  }
  const result = await services.admin.returns.receive(
    staff.actor,
    returnId,
    { lines, restock: values.restock },
    services.publicUrl,
  );
  if (!result.ok) {
    return data<ReturnActionData>(
      { ok: false, returnId, number, error: result.reason, values },
      { status: result.reason === "unknown_return" ? 404 : 409 },
    );
  }
  const { refund } = result.return;
  const done =
    refund?.status === "succeeded"
      ? "refunded"
      : refund?.status === "pending"
        ? "pending"
        : "notRefunded";
  return data<ReturnActionData>({
    ok: true,
    done,
    number: result.return.number,
    amount: refund?.amount ?? 0,
  });
}
