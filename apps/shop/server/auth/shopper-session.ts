import type { RedeemConfirmation } from "./redeem-confirmation.ts";

/** Who is signed in, as the shop's loaders see it (set once per request by the root middleware). */
export interface ShopperSession {
  userId: string;
  sessionId: string;
  /** The primary e-mail address, when the account has one. */
  email: string | undefined;
  /** The provider vouches that the address is the shopper's (a passcode proved it). */
  emailVerified: boolean;
  username: string | undefined;
}

/** On whose behalf the shop calls the provider: the shop request's id goes along. */
export interface ProviderCall {
  requestId?: string | undefined;
}

export type AccountDeletionAnswer = "deleted" | "disabled" | "refused";

/** What the shop's server asks of the sign-in provider. */
export interface ShopAuth {
  /** The URL the browser's widget talks to. */
  publicUrl: string;
  /** The shopper behind a session token, or undefined: never throws for a bad token. */
  sessionFor(token: string, call?: ProviderCall): Promise<ShopperSession | undefined>;
  /** Ends the session at the provider (best effort; the caller clears the cookie anyway). */
  endSession(token: string, call?: ProviderCall): Promise<void>;
  /**
   * Deletes the session's account at the provider (its `DELETE /user`): "deleted", "disabled"
   * where the provider does not let accounts be deleted (ACCOUNT_ALLOW_DELETION off), "refused"
   * for a session it no longer takes. Throws AuthUnavailableError when it does not answer.
   */
  deleteAccount(token: string, call?: ProviderCall): Promise<AccountDeletionAnswer>;
  /**
   * Redeems, with the session, the token of a confirmation the user gave in the browser for
   * exactly this action and these details (redeem-confirmation.ts): ok once, else a refusal.
   * Never throws; a provider that does not answer is a refusal too.
   */
  redeemConfirmation: RedeemConfirmation;
}
