// Who is signed in, as the header's account menu shows them: GET /api/account answers this,
// never a page (a page may be shared by every signed-in visitor, decision record 0052).

export const ACCOUNT_DETAILS_PATH = "/api/account";

export interface AccountDetails {
  email: string | undefined;
  username: string | undefined;
}

export interface AccountDetailsResponse {
  /** null for a visitor who is not (or no longer) signed in. */
  account: AccountDetails | null;
}
