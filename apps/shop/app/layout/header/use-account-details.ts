// Who is signed in, asked once the page has hydrated: the page itself says only "signed in"
// (it may be the page every signed-in visitor gets, decision record 0052). Asked again when the
// root data says the visitor signed in (a sign-in in another tab, account-sync.tsx); the name
// is shown only while signed in, so an earlier shopper's lasts no longer than that answer takes.
// Kept small: it is in every page's scripts (app/performance/js-budget.spec.ts).
import { useEffect, useState } from "react";
import {
  ACCOUNT_DETAILS_PATH,
  type AccountDetailsResponse,
} from "../../account/account-details.ts";

/** Who is signed in (e-mail address or username), or undefined while asked or unknown. */
export function useAccountDetails(signedIn: boolean): string | null | undefined {
  const [who, setWho] = useState<string | null>();
  useEffect(() => {
    if (!signedIn) return;
    fetch(ACCOUNT_DETAILS_PATH)
      .then((response) => response.json() as Promise<AccountDetailsResponse>)
      // Any failure leaves the menu with its links and without the name.
      .then(setWho)
      .catch(() => {});
  }, [signedIn]);
  return who;
}
