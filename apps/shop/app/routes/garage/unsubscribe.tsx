// /garage/paminnelse/avregistrera?id=…&sig=… (not in the spec): the signed link in every check
// reminder mail that ends the reminders (server/garage/check-reminders.ts). The link shows a
// button; a post to the same address ends them, from the button or from a mail client's
// one-click unsubscribe (RFC 8058).
import { LinkActionPage } from "../../components/link-action-page.tsx";
import { signedLinkAction, signedLinkLoader } from "../../components/signed-link.server.ts";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { garageMessages } from "../../garage/garage-messages.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: garageMessages[language]["garage.unsubscribe.title"],
    description: garageMessages[language]["garage.unsubscribe.description"],
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export const loader = ({ request }: Route.LoaderArgs) => signedLinkLoader(request);

export const action = ({ request, context }: Route.ActionArgs) =>
  signedLinkAction(request, (id, sig) =>
    context.get(servicesContext).checkReminders.unsubscribe(id, sig),
  );

export default function ReminderUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LinkActionPage
      messages={garageMessages}
      state={actionData?.state ?? loaderData.state}
      title="garage.unsubscribe.title"
      lead="garage.unsubscribe.lead"
      submit="garage.unsubscribe.submit"
      done="garage.unsubscribe.done"
      invalid="garage.unsubscribe.invalid"
      home="garage.home"
      hidden={{}}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
