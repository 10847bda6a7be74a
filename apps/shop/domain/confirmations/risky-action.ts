// A risky action as the shop asks the sign-in provider to confirm it (docs/decisions/0070): a
// dotted name and the facts it acts on. The provider binds the confirmation to the hash of
// exactly these, so the server decides them, renders them into the page for the browser to
// open the confirmation with, and recomputes them from the posted form to redeem the token.
// Values are strings: amounts as whole öre, never JSON numbers (doubles).

export interface RiskyAction {
  action: string;
  details: Record<string, string>;
}

/** The hidden field a confirmed form carries its one-time token in. */
export const CONFIRMATION_FIELD = "confirmation";

/** The actions the shop has its users confirm. */
export const RISKY_ACTIONS = {
  accountDelete: "account.delete",
  orderRefund: "order.refund",
  orderEmailChange: "order.email.change",
  orderAddressChange: "order.address.change",
  staffRoleAdd: "staff.role.add",
} as const;

/** Whether two actions are the same: the same name and exactly the same details. */
export function sameAction(a: RiskyAction, b: RiskyAction): boolean {
  const keys = Object.keys(a.details);
  return (
    a.action === b.action &&
    keys.length === Object.keys(b.details).length &&
    keys.every((key) => Object.hasOwn(b.details, key) && a.details[key] === b.details[key])
  );
}

/** What the shopper confirms before leaving the shop: nothing but the account. */
export const ACCOUNT_DELETE: RiskyAction = { action: RISKY_ACTIONS.accountDelete, details: {} };
