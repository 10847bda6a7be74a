// /bevakning/avregistrera?id=…&sig=… (not in the spec): the signed link in every product alert
// mail that ends the alert (server/alerts/product-alerts.ts). The link shows a button; a post
// to the same address ends it, whether from the button or from a mail client's one-click
// unsubscribe (RFC 8058: POST with List-Unsubscribe=One-Click, the link's query unchanged).
import { data } from "react-router";
import { alertMessages } from "../../alerts/alert-messages.ts";
import { LinkActionPage, linkState } from "../../components/link-action-page.tsx";
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

function linkParams(request: Request) {
  const params = new URL(request.url).searchParams;
  const id = params.get("id") ?? "";
  const sig = params.get("sig") ?? "";
  return id.length <= 64 && sig.length <= 64 && id && sig ? { id, sig } : undefined;
}

export function loader({ request }: Route.LoaderArgs) {
  // The signature is checked when the button is pressed; a link without one is no link.
  return linkState(linkParams(request) ? "ready" : "invalid");
}

export async function action({ request, context }: Route.ActionArgs) {
  const link = linkParams(request);
  const outcome = link
    ? await context.get(servicesContext).productAlerts.unsubscribe(link.id, link.sig)
    : "invalid";
  return outcome === "unsubscribed"
    ? linkState("done")
    : data(linkState("invalid"), { status: 400 });
}

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
