// "Radera mitt konto" on the server (routes/page/delete-account.tsx): the plan a signed-in
// shopper is shown, and the form post that carries it out (server/account/account-deletion.ts).
// The session cookie is SameSite=Lax, so another site's form arrives signed out; one that
// says it comes from another site is refused all the same. The form carries the token of the
// shopper's confirmation (components/confirm-with-passkey/), redeemed before anything goes.
import { data, redirect, type RouterContextProvider } from "react-router";
import { isReviewChoice } from "../../../domain/reviews/review-choices.ts";
import { ShopError } from "../../../domain/shop-error.ts";
import { serializeCookie } from "../../../http/cookie-header.ts";
import { readSessionToken, SESSION_COOKIE } from "../../../http/session-token.ts";
import { servicesContext } from "../../context/services-context.ts";
import {
  ACCOUNT_DELETE,
  CONFIRMATION_FIELD,
  type RiskyAction,
} from "../../../domain/confirmations/risky-action.ts";
import type { ConfirmationRefusal } from "../../../domain/confirmations/confirmation-refusal.ts";
import { readForm } from "../../request-body/read-form.ts";
import { LOGIN_PATH, requireShopper } from "../guards.ts";
import { deletedSearch } from "./account-deleted-search.ts";
import type { LeavingMessage } from "./leaving-messages.ts";

export interface LeavingActionData {
  /** A message of leavingMessages, or a body problem's (the shop's dictionary). */
  error: LeavingMessage | { problem: string };
  /** The confirmation box is what is missing: shown beside it. */
  field?: "confirm";
  orders?: string[];
  /** Why the confirmation (passkey or code) was not accepted: nothing was deleted. */
  confirmation?: ConfirmationRefusal;
}

export async function loadLeaving(request: Request, context: Readonly<RouterContextProvider>) {
  const shopper = requireShopper(request, context);
  const plan = await context
    .get(servicesContext)
    .accountDeletion.plan({ userId: shopper.userId, email: shopper.email });
  return {
    email: shopper.email ?? null,
    orders: plan.orders.length,
    openOrders: plan.openOrders,
    reviews: plan.reviews.published + plan.reviews.other,
    fingerprint: plan.fingerprint,
    /** What the browser has the shopper confirm, exactly as the action redeems it. */
    confirmation: ACCOUNT_DELETE satisfies RiskyAction,
  };
}

const refused = (body: LeavingActionData, status: number) => data(body, { status });

export async function leaveShop(request: Request, context: Readonly<RouterContextProvider>) {
  const shopper = requireShopper(request, context);
  const read = await readForm(request, context);
  if (!read.ok) {
    return refused({ error: { problem: read.problem.message } }, read.problem.status);
  }
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") {
    return refused({ error: "leaving.changed" }, 403);
  }
  const { form } = read;
  if (form.get("confirm") !== "yes") {
    return refused({ error: "leaving.confirmMissing", field: "confirm" }, 400);
  }
  const token = readSessionToken(request.headers);
  const reviews = form.get("reviews");
  const fingerprint = form.get("fingerprint");
  const confirmation = form.get(CONFIRMATION_FIELD);
  const { accountDeletion, requestId } = context.get(servicesContext);
  let outcome;
  try {
    outcome = await accountDeletion.leave(
      { userId: shopper.userId, email: shopper.email },
      token ?? "",
      {
        reviews: isReviewChoice(reviews) ? reviews : "remove",
        fingerprint: typeof fingerprint === "string" ? fingerprint : "",
        confirmation: typeof confirmation === "string" ? confirmation : undefined,
      },
      { requestId },
    );
  } catch (error) {
    if (error instanceof ShopError && error.code === "AUTH_UNAVAILABLE") {
      return refused({ error: "leaving.providerDown" }, 503);
    }
    throw error;
  }
  const signedOut = { "Set-Cookie": serializeCookie(SESSION_COOKIE, "", { maxAge: 0 }) };
  if (outcome.ok || outcome.reason === "kept_for_orders") {
    const search = deletedSearch(
      outcome.ok
        ? { orders: outcome.summary.orders.length, inProgress: [] }
        : { orders: 0, inProgress: outcome.orders },
    );
    return redirect(`/page/account_deleted${search}`, { status: 303, headers: signedOut });
  }
  switch (outcome.reason) {
    case "open_orders":
      return refused({ error: "leaving.openOrders", orders: outcome.orders }, 409);
    case "changed":
      return refused({ error: "leaving.changed" }, 409);
    case "disabled":
      return refused({ error: "leaving.disabled" }, 409);
    case "unconfirmed":
      return refused({ error: "leaving.unconfirmed", confirmation: outcome.refusal }, 403);
    case "refused":
      // The provider no longer takes the session: signed out, as anywhere else.
      throw redirect(LOGIN_PATH, { status: 303, headers: signedOut });
  }
}
