// The newsletter list's filters: a GET form (it works without JavaScript, and the filtered
// list's address can be bookmarked) by status and by a search for the address.
import { Form } from "react-router";
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { AdminField } from "../components/admin-field.tsx";
import { SUBSCRIPTION_FILTERS } from "../../../domain/admin/message-filters.ts";
import { messagesMessages } from "./messages-messages.ts";
import type { NewsletterPageData } from "./newsletter-page-data.ts";

export function NewsletterFiltersForm({
  status,
  search,
}: Pick<NewsletterPageData, "status" | "search">) {
  const t = usePageT(messagesMessages);
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("newsletter.filters")}
      className="mb-4 flex flex-wrap items-end gap-3"
    >
      <div className="w-56">
        <AdminField
          id="newsletter-status"
          name="status"
          label={t("newsletter.status")}
          defaultValue={status}
          options={SUBSCRIPTION_FILTERS.map((choice) => [choice, t(`newsletter.filter.${choice}`)])}
        />
      </div>
      <div className="w-64">
        <AdminField
          id="newsletter-search"
          name="q"
          type="search"
          label={t("newsletter.search")}
          defaultValue={search}
        />
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {t("newsletter.apply")}
      </button>
    </Form>
  );
}
