// /page/delete_account ("Radera mitt konto", not in the spec): behind the logged-in middleware.
// What leaving erases and keeps for this account, and the form that does it
// (app/account/leaving/). Reached from the dashboard.
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { leaveShop, loadLeaving } from "../../account/leaving/leave-shop.server.ts";
import { LeavingForm } from "../../account/leaving/leaving-form.tsx";
import { leavingMessages } from "../../account/leaving/leaving-messages.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useT } from "../../i18n/use-t.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/delete-account";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: leavingMessages[language]["leaving.title"],
    description: leavingMessages[language]["leaving.description"],
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLeaving(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return leaveShop(request, context);
}

export default function DeleteAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageT(leavingMessages);
  const shopT = useT();
  const problem =
    actionData && typeof actionData.error === "object"
      ? shopT(actionData.error.problem as MessageKey)
      : undefined;
  return (
    <>
      <PageHeader title={t("leaving.title")} />
      <LeavingForm plan={loaderData} failed={actionData} problem={problem} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
