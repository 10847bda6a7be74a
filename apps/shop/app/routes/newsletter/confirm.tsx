// /newsletter/bekrafta?token=… (not in the spec): the double opt-in's confirmation link
// (server/newsletter/newsletter-subscriptions.ts). The link shows a button; the post confirms.
import { data } from "react-router";
import { looksLikeConfirmationToken } from "../../../http/confirmation-token-shape.ts";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { newsletterLinkMessages } from "../../newsletter/newsletter-link-messages.ts";
import { linkState, NewsletterLinkPage } from "../../newsletter/newsletter-link-page.tsx";
import { readForm } from "../../request-body/read-form.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/confirm";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: newsletterLinkMessages[language]["newsletterConfirm.title"],
    description: newsletterLinkMessages[language]["newsletterConfirm.description"],
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

const looksLikeToken = looksLikeConfirmationToken;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const ready =
    looksLikeToken(token) && (await context.get(servicesContext).newsletter.isConfirmable(token));
  return { ...linkState(ready ? "ready" : "invalid"), token: ready ? token : "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request, context);
  const token = read.ok ? read.form.get("token") : null;
  if (!looksLikeToken(token)) {
    return data(linkState("invalid"), { status: 400 });
  }
  const outcome = await context.get(servicesContext).newsletter.confirm(token);
  return outcome === "confirmed" ? linkState("done") : data(linkState("invalid"), { status: 410 });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      state={actionData?.state ?? loaderData.state}
      title="newsletterConfirm.title"
      lead="newsletterConfirm.lead"
      submit="newsletterConfirm.submit"
      done="newsletterConfirm.done"
      invalid="newsletterConfirm.invalid"
      hidden={{ token: loaderData.token }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
