// /logout (spec §2): works as a link and as a POST form, with or without JavaScript. Followed
// from the shop's own pages (or typed in) it signs out at once; from anywhere else it asks
// first, so another site cannot sign a shopper out.
import { data, Form } from "react-router";
import { isOwnRequest, signOut } from "../account/sign-out.server.ts";
import { readSessionToken } from "../../http/session-token.ts";
import { buttonClass } from "../components/button-styles.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { sessionContext } from "../context/session-context.ts";
import { ErrorPage } from "../errors/error-page.tsx";
import { useT } from "../i18n/use-t.ts";
import type { ShopHandle } from "../layout/route-handle.ts";
import { readForm } from "../request-body/read-form.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/logout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const hasToken = readSessionToken(request.headers) !== undefined;
  if (hasToken && isOwnRequest(request)) throw await signOut(request, context);
  return { signedIn: context.get(sessionContext) !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = context.get(sessionContext) !== null;
  // The form has no fields, but its body follows the one rule all the same.
  const read = await readForm(request, context);
  if (!read.ok) {
    const { message, status } = read.problem;
    return data({ signedIn, problem: message }, { status });
  }
  if (request.headers.get("Sec-Fetch-Site") === "cross-site")
    return { signedIn, problem: undefined };
  throw await signOut(request, context);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.logout.title"),
    description: t("page.logout.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export default function Logout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.logout.title")} />
      {actionData?.problem && (
        <p role="alert" className="container-page pt-6 font-semibold text-danger">
          {t(actionData.problem)}
        </p>
      )}
      {loaderData.signedIn ? (
        <section className="container-page py-10">
          <p>{t("page.logout.confirmText")}</p>
          <Form method="post" reloadDocument className="mt-4">
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
