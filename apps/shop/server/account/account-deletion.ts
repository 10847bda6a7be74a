// A signed-in shopper leaving the shop (README "Leaving the shop"): the shop erases what it
// holds about the account as far as the law allows (admin/customers/customer-erasure.ts: orders
// kept for the books without a name, address or account; reviews, messages, sign-ups, alerts
// and the address book gone), and the sign-in provider deletes the account (`DELETE /user`,
// only where ACCOUNT_ALLOW_DELETION is on).
//
// The order makes a half-done leaving the least harm. What could stop the shop's part is known
// before anything is deleted: an order still in progress needs its address, and a plan the
// shopper did not see may not be carried out. Only then is the account deleted, which cannot be
// undone and which the provider may refuse (deletion switched off); the shop's part follows,
// planned again so that nothing the shopper did meanwhile stands in its way.
//
// Just before the account is deleted the shopper's confirmation (a passkey or a mailed code,
// docs/decisions/0070) is redeemed at the provider: a session left open on a shared computer
// is not enough to delete an account. It comes after the checks above, so a stale plan does
// not use up the token the shopper could still send again.
import type { Actor } from "../admin/audit/audit-log.ts";
import type {
  CustomerErasure,
  ErasurePlan,
  ErasureSummary,
  ShopperAccount,
} from "../admin/customers/customer-erasure.ts";
import type { ProviderCall, ShopAuth } from "../auth/shopper-session.ts";
import type { ReviewChoice } from "../../domain/reviews/review-choices.ts";
import type { ConfirmationRefusal } from "../../domain/confirmations/confirmation-refusal.ts";
import { ACCOUNT_DELETE } from "../../domain/confirmations/risky-action.ts";

/** Who erased, in the audit log: the customer, not staff. */
export const SELF_SERVICE: Actor = { email: "kunden själv", userId: "self-service" };

export type LeavingOutcome =
  | { ok: true; summary: ErasureSummary }
  /** Nothing was done: these orders still need the address. */
  | { ok: false; reason: "open_orders"; orders: string[] }
  /** Nothing was done: what the shop holds changed since the plan was shown. */
  | { ok: false; reason: "changed" }
  /** Nothing was done: the provider does not let accounts be deleted. */
  | { ok: false; reason: "disabled" }
  /** Nothing was done: the provider no longer takes the session. */
  | { ok: false; reason: "refused" }
  /** Nothing was done: no confirmation came with the form, or the provider refused it. */
  | { ok: false; reason: "unconfirmed"; refusal: ConfirmationRefusal }
  /**
   * The account is deleted, but the shop kept what it holds: an order came in progress since
   * (it needs the address) and staff erase it once that order is done.
   */
  | { ok: false; reason: "kept_for_orders"; orders: string[] };

export interface AccountDeletion {
  /** What leaving would erase and keep; undefined never (an account always has a plan). */
  plan(account: ShopperAccount): Promise<ErasurePlan>;
  /** Leaves the shop as `fingerprint`'s plan said; throws when the provider does not answer. */
  leave(
    account: ShopperAccount,
    token: string,
    choice: { reviews: ReviewChoice; fingerprint: string; confirmation: string | undefined },
    call?: ProviderCall,
  ): Promise<LeavingOutcome>;
  /**
   * Erases what the shop holds about an account the provider has already deleted (step 3),
   * planned afresh; an order in progress keeps the details and warns staff.
   */
  eraseDeleted(account: ShopperAccount, as: DeletedAccountErasure): Promise<DeletedOutcome>;
}

/** Who erases a deleted account (the customer, the sign-in provider), and their reviews' fate. */
export interface DeletedAccountErasure {
  actor: Actor;
  reviews: ReviewChoice;
}

export type DeletedOutcome = Extract<LeavingOutcome, { ok: true } | { reason: "kept_for_orders" }>;

export function createAccountDeletion({
  erasure,
  auth,
  warn,
}: {
  erasure: CustomerErasure;
  auth: Pick<ShopAuth, "deleteAccount" | "redeemConfirmation">;
  /** Told when an account was deleted while the shop had to keep its orders' details. */
  warn: (message: string) => void;
}): AccountDeletion {
  async function planOf(account: ShopperAccount): Promise<ErasurePlan> {
    const plan = await erasure.plan(account);
    if (!plan) throw new Error("an account always has a plan");
    return plan;
  }

  // The account is gone: erase what the shop holds now, whatever changed since a plan was shown.
  async function eraseDeleted(
    account: ShopperAccount,
    { actor, reviews }: DeletedAccountErasure,
  ): Promise<DeletedOutcome> {
    for (let attempt = 0; ; attempt += 1) {
      const now = await planOf(account);
      const erased = await erasure.erase(actor, account, {
        reviews,
        fingerprint: now.fingerprint,
      });
      if (erased.ok) return erased;
      if (erased.reason === "open_orders") {
        warn(
          `an account was deleted while orders ${erased.orders.join(", ")} were in progress: erase the customer in the admin once they are done`,
        );
        return { ok: false, reason: "kept_for_orders", orders: erased.orders };
      }
      // Raced by another erasure or a change: plan again, a few times.
      if (attempt === 2) throw new Error(`erasing a deleted account failed: ${erased.reason}`);
    }
  }

  return {
    plan: planOf,

    async leave(account, token, choice, call) {
      const shown = await planOf(account);
      if (shown.openOrders.length > 0) {
        return { ok: false, reason: "open_orders", orders: shown.openOrders };
      }
      if (shown.fingerprint !== choice.fingerprint) return { ok: false, reason: "changed" };
      const confirmed = await auth.redeemConfirmation(
        token,
        choice.confirmation,
        ACCOUNT_DELETE,
        call,
      );
      if (!confirmed.ok) return { ok: false, reason: "unconfirmed", refusal: confirmed.refusal };
      const answer = await auth.deleteAccount(token, call);
      if (answer !== "deleted") return { ok: false, reason: answer };
      return eraseDeleted(account, { actor: SELF_SERVICE, reviews: choice.reviews });
    },

    eraseDeleted,
  };
}
