// Other tabs follow a sign-in or sign-out without a reload: the widget's SDK writes its session
// record to localStorage (`hanko_session`), which fires a `storage` event in every other tab of
// the shop; the tab then reloads its loader data, so the header (and a guarded page's redirect)
// follows what the server now sees.
import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** The SDK's session record (auth-sdk: `${storageKey}_session`, storageKey "hanko"). */
export const SDK_SESSION_KEY = "hanko_session";

export function AccountSync() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SDK_SESSION_KEY || event.key === null) void revalidate();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [revalidate]);
  return null;
}
