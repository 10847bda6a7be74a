// A refund form posted with a confirmation (docs/decisions/0070): the token the dialog got and
// the amount it was for. The token is redeemed at the sign-in provider, with the staff member's
// session, for exactly this order and amount, before any refund is decided; the refund service
// then writes the refund down only if its own plan comes to that amount (refund-guard.ts).
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../context/services-context.ts";
import { readSessionToken } from "../../../http/session-token.ts";
import { CONFIRMATION_FIELD } from "../../../domain/confirmations/risky-action.ts";
import type { ConfirmationRefusal } from "../../../domain/confirmations/confirmation-refusal.ts";
import {
  confirmedRefundOf,
  refundAction,
  type ConfirmedRefund,
} from "../../../domain/refunds/refund-confirmation.ts";

export type RefundConfirmationRead =
  | { confirmed: ConfirmedRefund | undefined }
  | { confirmed: undefined; refusal: ConfirmationRefusal };

/** What the posted form confirms: nothing when it brought no token. */
export async function readRefundConfirmation(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<RefundConfirmationRead> {
  const token = form.get(CONFIRMATION_FIELD);
  const confirmed = confirmedRefundOf(form);
  if (typeof token !== "string" || token === "" || confirmed === undefined) {
    return { confirmed: undefined };
  }
  const { auth, requestId } = context.get(servicesContext);
  const check = await auth.redeemConfirmation(
    readSessionToken(request.headers) ?? "",
    token,
    refundAction(confirmed),
    { requestId },
  );
  return check.ok ? { confirmed } : { confirmed: undefined, refusal: check.refusal };
}
