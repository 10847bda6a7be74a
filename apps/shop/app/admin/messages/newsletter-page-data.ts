// What /admin/messages/newsletter loads (newsletter-page.server.ts): one page of the sign-ups,
// how many are confirmed and pending, and the filters and page it was read with.
import type { SubscriptionPage } from "../../../server/admin/messages/newsletter-register.ts";
import type { SubscriptionFilter } from "../../../domain/admin/message-filters.ts";

export interface NewsletterPageData extends SubscriptionPage {
  status: SubscriptionFilter;
  /** The address searched for; empty when none. */
  search: string;
  page: number;
  pages: number;
}
