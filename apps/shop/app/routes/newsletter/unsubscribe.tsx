// /newsletter/avregistrera?id=…&sig=… (not in the spec): the signed unsubscribe link of every
// newsletter (server/newsletter/newsletter-links.ts). The link shows a button; a post to the
// same address unsubscribes, whether from the button or from a mail client's one-click
// unsubscribe (RFC 8058: POST with List-Unsubscribe=One-Click, the link's query unchanged).
import { signedLinkAction, signedLinkLoader } from "../../components/signed-link.server.ts";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { newsletterLinkMessages } from "../../newsletter/newsletter-link-messages.ts";
import { NewsletterLinkPage } from "../../newsletter/newsletter-link-page.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: newsletterLinkMessages[language]["newsletterUnsubscribe.title"],
    description: newsletterLinkMessages[language]["newsletterUnsubscribe.description"],
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export const loader = ({ request }: Route.LoaderArgs) => signedLinkLoader(request);

export const action = ({ request, context }: Route.ActionArgs) =>
  signedLinkAction(request, (id, sig) =>
    context.get(servicesContext).newsletter.unsubscribe(id, sig),
  );

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      state={actionData?.state ?? loaderData.state}
      title="newsletterUnsubscribe.title"
      lead="newsletterUnsubscribe.lead"
      submit="newsletterUnsubscribe.submit"
      done="newsletterUnsubscribe.done"
      invalid="newsletterUnsubscribe.invalid"
      hidden={{}}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
