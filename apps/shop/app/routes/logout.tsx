// /logout (spec §2). The shop knows a signed-in shopper only by the sign-in provider's
// "hanko" cookie (spec §9); signing out here removes it for the shop. Ending the session at
// the provider comes with the auth work. A POST, so that a prefetch cannot sign anyone out.
import { Form, redirect } from "react-router";
import { buttonClass } from "../components/button-styles.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { ErrorPage } from "../errors/error-page.tsx";
import { useT } from "../i18n/use-t.ts";
import type { ShopHandle } from "../layout/route-handle.ts";
import { parseCookies, serializeCookie } from "../preferences/cookie-header.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/logout";

/** Spec §9: the sign-in provider's session cookie. */
const AUTH_COOKIE = "hanko";

export function loader({ request }: Route.LoaderArgs) {
  return { signedIn: parseCookies(request.headers.get("Cookie")).has(AUTH_COOKIE) };
}

export function action() {
  return redirect("/", {
    headers: { "Set-Cookie": serializeCookie(AUTH_COOKIE, "", { maxAge: 0 }) },
  });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.logout.title"),
    description: t("page.logout.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export default function Logout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.logout.title")} />
      {loaderData.signedIn ? (
        <section className="container-page py-10">
          <p>{t("page.logout.confirmText")}</p>
          <Form method="post" className="mt-4">
            <button type="submit" className={buttonClass("primary")}>
              {t("page.logout.submit")}
            </button>
          </Form>
        </section>
      ) : (
        <EmptyState title={t("page.logout.signedOutTitle")}>
          <p>{t("page.logout.signedOutText")}</p>
        </EmptyState>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
