// /page/order_change?order=<link> (not in the spec): the signed-in buyer changes the e-mail
// address or the delivery address of one of their orders; a paid order's change is confirmed
// with a passkey or a mailed code (app/orders/contact-change.server.ts, docs/decisions/0071).
// Reached from the order's page and from the dashboard's orders.
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { ContactChangeForms } from "../../orders/contact-change-forms.tsx";
import { contactChangeMessages } from "../../orders/contact-change-messages.ts";
import { loadContactChange, submitContactChange } from "../../orders/contact-change.server.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/order-change";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: contactChangeMessages[language]["change.title"],
    description: contactChangeMessages[language]["change.description"],
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadContactChange(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  submitContactChange(request, context);

export default function OrderChangePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageT(contactChangeMessages);
  return (
    <>
      <PageHeader title={t("change.title")} />
      <ContactChangeForms order={loaderData} failed={actionData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
