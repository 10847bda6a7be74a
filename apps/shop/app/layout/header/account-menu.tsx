// The header's account entry: "Logga in" (back to this page afterwards) for a visitor; for a
// signed-in shopper "Mitt konto" and a menu. Rendered on the server from the root loader's
// `signedIn`, so a signed-in visitor never sees "Logga in" flash; who they are is asked after
// hydration (use-account-details.ts), as the page may be shared by every signed-in visitor.
import { Form, Link, useLocation } from "react-router";
import { UserIcon } from "../../components/icons.tsx";
import { useT } from "../../i18n/use-t.ts";
import { useSignedIn } from "../../root-data.ts";
import { DASHBOARD_PATH, LOGIN_PATH, NOT_AFTER_SIGN_IN } from "../../account/account-paths.ts";
import { GARAGE_PATH } from "../../../domain/garage/garage-paths.ts";
import { Dropdown } from "./dropdown.tsx";
import { useAccountDetails } from "./use-account-details.ts";

const ENTRY_CLASS = "flex items-center gap-1 rounded-control p-2 hover:bg-surface-muted";
const ITEM_CLASS = "block w-full rounded-control px-3 py-2 text-start hover:bg-surface-muted";

export function AccountMenu() {
  const t = useT();
  const signedIn = useSignedIn();
  const who = useAccountDetails(signedIn);
  const { pathname, search } = useLocation();
  if (!signedIn) {
    // Back to this page afterwards; the sign-in page decides whether that is safe.
    const back = `${pathname}${search}`;
    const to =
      back === "/" || NOT_AFTER_SIGN_IN.includes(pathname)
        ? LOGIN_PATH
        : `${LOGIN_PATH}?redirect_to=${encodeURIComponent(back)}`;
    return (
      <Link to={to} className={ENTRY_CLASS} data-testid="account-entry">
        <UserIcon />
        <span className="hidden text-sm sm:inline">{t("header.account")}</span>
        <span className="sr-only sm:hidden">{t("header.account")}</span>
      </Link>
    );
  }
  return (
    <Dropdown
      key={pathname}
      label={
        <span className="flex items-center gap-1" data-testid="account-entry">
          <UserIcon />
          <span className="hidden text-sm sm:inline">{t("header.myAccount")}</span>
          <span className="sr-only sm:hidden">{t("header.myAccount")}</span>
        </span>
      }
      summaryClassName={ENTRY_CLASS}
      panelClassName="end-0 w-64"
    >
      {who && (
        <p className="truncate px-3 pb-2 text-sm text-ink-muted">
          {t("header.signedInAs")} <span className="font-semibold text-ink">{who}</span>
        </p>
      )}
      <ul className="border-t border-line pt-2">
        <li>
          <Link to={DASHBOARD_PATH} className={ITEM_CLASS}>
            {t("header.accountOverview")}
          </Link>
        </li>
        <li>
          <Link to="/profile" className={ITEM_CLASS}>
            {t("header.accountProfile")}
          </Link>
        </li>
        <li>
          <Link to={GARAGE_PATH} className={ITEM_CLASS}>
            {t("header.accountGarage")}
          </Link>
        </li>
        <li>
          <Form method="post" action="/logout" reloadDocument>
            <button type="submit" className={ITEM_CLASS}>
              {t("header.signOut")}
            </button>
          </Form>
        </li>
      </ul>
    </Dropdown>
  );
}
