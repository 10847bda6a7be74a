// The period's downloads, as CSV and as an SIE 4 file (routes/admin/bookkeeping-csv.ts and
// bookkeeping-sie.ts), each with what it holds; and a word when the SIE file will lack the
// organisation number.
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { bookkeepingMessages } from "./bookkeeping-messages.ts";

export function BookkeepingDownloads({
  query,
  orgNrMissing,
}: {
  /** The period's query string, which both downloads' addresses carry. */
  query: string;
  orgNrMissing: boolean;
}) {
  const t = usePageT(bookkeepingMessages);
  return (
    <>
      <h3 className="mb-2 mt-6 text-lg font-bold">{t("download.title")}</h3>
      {orgNrMissing && <p className="mb-2 max-w-prose">{t("orgNr.missing")}</p>}
      <ul className="grid max-w-prose gap-4">
        <li>
          <a href={`/admin/bookkeeping/csv?${query}`} download className={buttonClass("secondary")}>
            {t("download.csv")}
          </a>
          <p className="mt-1 text-sm">{t("download.csvHint")}</p>
        </li>
        <li>
          <a href={`/admin/bookkeeping/sie?${query}`} download className={buttonClass("secondary")}>
            {t("download.sie")}
          </a>
          <p className="mt-1 text-sm">{t("download.sieHint")}</p>
        </li>
      </ul>
    </>
  );
}
