// After /logout the shopper lands on the home page with `?utloggad=1`: a polite "Du är
// utloggad" rendered by the server (no JavaScript needed). With JavaScript the parameter is
// then dropped from the address, so a reload does not say it again, and the SDK's session
// record is removed, which tells the shop's other tabs (account-sync.tsx).
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useT } from "../i18n/use-t.ts";
import { SDK_SESSION_KEY } from "./account-sync.tsx";

export const SIGNED_OUT_PARAM = "utloggad";

export function SignedOutNotice() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = new URLSearchParams(location.search).has(SIGNED_OUT_PARAM);
  useEffect(() => {
    if (!signedOut) return;
    try {
      window.localStorage.removeItem(SDK_SESSION_KEY);
    } catch {
      // Storage blocked: other tabs notice at their next page load instead.
    }
    const rest = new URLSearchParams(location.search);
    rest.delete(SIGNED_OUT_PARAM);
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, preventScrollReset: true, state: { signedOut: true } },
    );
  }, [signedOut, location, navigate]);
  const shown = signedOut || (location.state as { signedOut?: boolean } | null)?.signedOut === true;
  if (!shown) return null;
  return (
    <div role="status" className="container-page pt-4" data-testid="signed-out-notice">
      <p className="rounded-card border border-line bg-surface-muted p-3">
        {t("account.signedOut")}
      </p>
    </div>
  );
}
