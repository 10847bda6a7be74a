// The loader's work for /admin/messages/newsletter: one page of the newsletter's sign-ups,
// newest first, 50 a page, by status and by a search for the address.
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../context/services-context.ts";
import type { SubscriptionFilter } from "../../../domain/admin/message-filters.ts";
import type { NewsletterPageData } from "./newsletter-page-data.ts";

const PAGE_SIZE = 50;

export async function loadNewsletterPage(
  context: Readonly<RouterContextProvider>,
  { status, search, page }: { status: SubscriptionFilter; search: string; page: number },
): Promise<NewsletterPageData> {
  const list = await context
    .get(servicesContext)
    .admin.newsletter.list({ status, search, page, pageSize: PAGE_SIZE });
  return {
    ...list,
    status,
    search,
    page,
    pages: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
  };
}
