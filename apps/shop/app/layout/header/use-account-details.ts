// Who is signed in, asked once the page has hydrated: the page itself says only "signed in"
// (it may be the page every signed-in visitor gets, decision record 0052). Asked again when the
// root data says the visitor signed in or out (a sign-in in another tab, account-sync.tsx).
import { useEffect, useState } from "react";
import {
  ACCOUNT_DETAILS_PATH,
  type AccountDetails,
  type AccountDetailsResponse,
} from "../../account/account-details.ts";

/** The signed-in shopper's details, or undefined while they are asked or when there are none. */
export function useAccountDetails(signedIn: boolean): AccountDetails | undefined {
  const [details, setDetails] = useState<AccountDetails | undefined>(undefined);
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    fetch(ACCOUNT_DETAILS_PATH, {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      signal: controller.signal,
    })
      .then((response) =>
        response.ok ? (response.json() as Promise<AccountDetailsResponse>) : null,
      )
      .then((body) => setDetails(body?.account ?? undefined))
      // The menu then shows its links without the name: nothing else depends on it.
      .catch(() => {});
    // Signed out, or in again as someone else: nobody's details until asked again.
    return () => {
      controller.abort();
      setDetails(undefined);
    };
  }, [signedIn]);
  return details;
}
