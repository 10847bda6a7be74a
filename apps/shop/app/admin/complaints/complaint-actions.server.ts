// The form posts of an admin complaint page (/admin/complaints/:number): `intent=inspect`,
// `decide` (a decision and a note; a rejection needs its reason), `remedy_done` (a repair or
// replacement carried out, with what was done), `refund` (money back, or a price reduction of
// the amount typed in kronor) and `close`. The form token is checked first (readAdminForm); a
// field's problem is answered beside it with what was typed; a step the case's state does not
// allow is a 409.
import { readRefundConfirmation } from "../refunds/refund-confirmation.server.ts";
import { data, type RouterContextProvider } from "react-router";
import { isRemedy } from "../../../domain/complaints/complaint-state.ts";
import { servicesContext } from "../../context/services-context.ts";
import { readAdminForm } from "../admin-form.server.ts";
import { parseKronor } from "../products/parse-kronor.ts";
import type { ComplaintActionData } from "./complaint-action-data.ts";

const NOTE_MAX = 2000;

const field = (form: FormData, name: string, max = NOTE_MAX + 100) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

const refused = (body: Extract<ComplaintActionData, { ok: false }>, status = 400) =>
  data<ComplaintActionData>(body, { status });

export async function complaintAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  number: string,
) {
  const read = await readAdminForm(request, context);
  if (!read.ok) return refused({ ok: false, problem: read.problem.message }, read.problem.status);
  const { form, staff } = read;
  const services = context.get(servicesContext);
  const desk = services.admin.complaints;
  const origin = services.publicUrl;
  const stepAnswer = (
    result: { ok: true } | { ok: false; reason: "unknown_complaint" | "not_now" | "conflict" },
    done: Extract<ComplaintActionData, { ok: true }>["done"],
  ) =>
    result.ok
      ? data<ComplaintActionData>({ ok: true, done })
      : refused(
          { ok: false, error: `error.${result.reason}` },
          result.reason === "unknown_complaint" ? 404 : 409,
        );

  switch (form.get("intent")) {
    case "inspect":
      return stepAnswer(await desk.inspect(staff.actor, number, origin), "inspecting");
    case "decide": {
      const decision = field(form, "decision", 40);
      const note = field(form, "note").trim();
      const values = { decision, note };
      if (!isRemedy(decision) && decision !== "rejected") {
        return refused({ ok: false, error: "error.decision_missing", field: "decision", values });
      }
      if (note.length > NOTE_MAX) {
        return refused({ ok: false, error: "error.note_long", field: "note", values });
      }
      if (decision === "rejected" && note === "") {
        return refused({ ok: false, error: "error.reason_missing", field: "note", values });
      }
      const result = await desk.decide(staff.actor, number, { decision, note }, origin);
      return stepAnswer(result, "decided");
    }
    case "remedy_done": {
      const note = field(form, "remedyNote").trim();
      if (note.length > NOTE_MAX) {
        return refused({
          ok: false,
          error: "error.note_long",
          field: "remedyNote",
          values: { remedyNote: note },
        });
      }
      return stepAnswer(await desk.remedyDone(staff.actor, number, note, origin), "remedy_done");
    }
    case "refund": {
      const typed = field(form, "amount", 40);
      let amount: number | undefined;
      if (form.has("amount")) {
        const parsed = parseKronor(typed);
        if (!parsed.ok) {
          return refused({
            ok: false,
            error: "error.bad_amount",
            field: "amount",
            values: { amount: typed },
          });
        }
        amount = parsed.ore;
      }
      const confirmation = await readRefundConfirmation(request, context, form);
      const result = await desk.refund(
        staff.actor,
        number,
        { amount, confirmed: confirmation.confirmed },
        origin,
      );
      if (result.ok) {
        const { status, amount: paid } = result.refund;
        return data<ComplaintActionData>({
          ok: true,
          done: status === "succeeded" ? "refunded" : "refund_pending",
          amount: paid,
        });
      }
      switch (result.reason) {
        case "unconfirmed":
          // Said in the refund's own form (complaint-actions-section.tsx), as typed.
          return refused(
            {
              ok: false,
              confirm: result.confirm,
              values: { amount: typed },
              ...("refusal" in confirmation ? { confirmation: confirmation.refusal } : {}),
            },
            403,
          );
        case "bad_amount":
        case "above_value":
          return refused({
            ok: false,
            error: `error.${result.reason}`,
            field: "amount",
            values: { amount: typed },
            max: result.left,
          });
        case "provider":
          return refused(
            { ok: false, error: "error.provider", message: result.message.slice(0, 200) },
            409,
          );
        case "unknown_complaint":
          return refused({ ok: false, error: "error.unknown_complaint" }, 404);
        default:
          return refused({ ok: false, error: `error.${result.reason}` }, 409);
      }
    }
    case "close":
      return stepAnswer(await desk.close(staff.actor, number, origin), "closed");
    default:
      return refused({ ok: false, error: "error.not_now" });
  }
}
