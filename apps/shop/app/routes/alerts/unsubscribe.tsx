// /bevakning/avregistrera?id=…&sig=… (not in the spec): the signed link in every product alert
// mail that ends the alert (server/alerts/product-alerts.ts). The link shows a button; a post
// to the same address ends it, whether from the button or from a mail client's one-click
// unsubscribe (RFC 8058: POST with List-Unsubscribe=One-Click, the link's query unchanged).
import { alertMessages } from "../../alerts/alert-messages.ts";
import { LinkActionPage } from "../../components/link-action-page.tsx";
import { signedLinkAction, signedLinkLoader } from "../../components/signed-link.server.ts";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: alertMessages[language]["alerts.unsubscribe.title"],
    description: alertMessages[language]["alerts.unsubscribe.description"],
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export const loader = ({ request }: Route.LoaderArgs) => signedLinkLoader(request);

export const action = ({ request, context }: Route.ActionArgs) =>
  signedLinkAction(request, (id, sig) =>
    context.get(servicesContext).productAlerts.unsubscribe(id, sig),
  );

export default function AlertUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LinkActionPage
      messages={alertMessages}
      state={actionData?.state ?? loaderData.state}
      title="alerts.unsubscribe.title"
      lead="alerts.unsubscribe.lead"
      submit="alerts.unsubscribe.submit"
      done="alerts.unsubscribe.done"
      invalid="alerts.unsubscribe.invalid"
      home="alerts.home"
      hidden={{}}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
