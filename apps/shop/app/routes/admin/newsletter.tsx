// /admin/messages/newsletter: the newsletter's sign-ups (README "Admin" → "Messages"), newest
// first, 50 a page, by status and searchable by address: status, language, the consent record
// (the form it came from, when it was confirmed). The confirmed ones download as CSV
// (./newsletter-export.ts). Staff unsubscribe an address for someone who asked another way,
// from its row or by typing it; the address is deleted, so it leaves the list and every later
// export. Audit-logged. The list, its forms and the unsubscribe: app/admin/messages/.
import { useLoaderData } from "react-router";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminPager, pageParam } from "../../admin/components/admin-pager.tsx";
import { searchOf, subscriptionFilterOf } from "../../../domain/admin/message-filters.ts";
import { messagesMessages } from "../../admin/messages/messages-messages.ts";
import { MessagesTabs } from "../../admin/messages/messages-tabs.tsx";
import { NewsletterExportLink } from "../../admin/messages/newsletter-export-link.tsx";
import { NewsletterFiltersForm } from "../../admin/messages/newsletter-filters-form.tsx";
import { loadNewsletterPage } from "../../admin/messages/newsletter-page.server.ts";
import { NewsletterTable } from "../../admin/messages/newsletter-table.tsx";
import { NewsletterUnsubscribeSection } from "../../admin/messages/newsletter-unsubscribe-section.tsx";
import { unsubscribeAddress } from "../../admin/messages/unsubscribe-address.server.ts";
import { UnsubscribeNotice } from "../../admin/messages/unsubscribe-notice.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => messagesMessages[language]["newsletter.title"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const url = new URL(request.url);
  return loadNewsletterPage(context, {
    page: pageParam(url),
    status: subscriptionFilterOf(url),
    search: searchOf(url),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return unsubscribeAddress(request, context);
}

export default function NewsletterPage() {
  const t = usePageT(messagesMessages);
  const { subscriptions, confirmed, pending, status, search, page, pages } =
    useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <MessagesTabs />
      <h2 className="mb-2 text-xl font-bold">{t("newsletter.title")}</h2>
      <p className="mb-2 max-w-prose">{t("newsletter.intro")}</p>
      <p className="mb-4 font-semibold">{t("newsletter.count", { confirmed, pending })}</p>
      <UnsubscribeNotice />
      <NewsletterExportLink />
      <NewsletterUnsubscribeSection />
      <NewsletterFiltersForm status={status} search={search} />
      {subscriptions.length === 0 ? (
        <p>{t("newsletter.none")}</p>
      ) : (
        <NewsletterTable subscriptions={subscriptions} />
      )}
      <AdminPager page={page} pages={pages} />
    </>
  );
}
