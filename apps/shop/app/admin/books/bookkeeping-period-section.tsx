// The chosen period on /admin/bookkeeping: what it books and its downloads, or, when an order
// line has a moms rate the books have no accounts for, only that (nothing can be exported).
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { AdminNotice } from "../components/admin-notice.tsx";
import { BookkeepingDownloads } from "./bookkeeping-downloads.tsx";
import { bookkeepingMessages } from "./bookkeeping-messages.ts";
import type { ChosenPeriodData } from "./bookkeeping-page-data.ts";
import { BookkeepingSummary } from "./bookkeeping-summary.tsx";
import { formatCalendarDate } from "./calendar-format.ts";

export function BookkeepingPeriodSection({ view }: { view: ChosenPeriodData }) {
  const t = usePageT(bookkeepingMessages);
  const language = useLanguage();
  return (
    <section aria-labelledby="bookkeeping-period" className="mt-8">
      <h2 id="bookkeeping-period" className="mb-2 text-xl font-bold">
        {t("summary", {
          first: formatCalendarDate(view.period.first, language),
          last: formatCalendarDate(view.period.last, language),
        })}
      </h2>
      {"unknownRate" in view ? (
        <AdminNotice kind="error">{t("error.rate", { rate: view.unknownRate })}</AdminNotice>
      ) : (
        <>
          <BookkeepingSummary summary={view.summary} />
          <BookkeepingDownloads query={view.query} orgNrMissing={view.orgNrMissing} />
        </>
      )}
    </section>
  );
}
