// Who is signed in, as the header's account menu shows them: GET /api/account answers this,
// never a page (a page may be shared by every signed-in visitor, decision record 0052).

export const ACCOUNT_DETAILS_PATH = "/api/account";

/**
 * The signed-in shopper's e-mail address, else their username, as a JSON string; null for a
 * visitor who is not (or no longer) signed in, or an account with neither.
 */
export type AccountDetailsResponse = string | null;
