import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import type { ListNotice } from "./list-notice.ts";

/**
 * A list page's answer to a form post, at the top of the list: a status (read out politely)
 * for what was added, an alert for what could not be.
 */
export function ListNoticeBanner({ notice }: { notice: ListNotice | undefined }) {
  const t = useT();
  const language = useLanguage();
  if (!notice) return null;
  const error = notice.tone === "error";
  return (
    <p
      role={error ? "alert" : "status"}
      data-testid="list-notice"
      className={`container-page mt-4 rounded-card border p-3 font-semibold ${error ? "border-danger text-danger" : "border-line"}`}
    >
      {t(notice.key, { name: notice.name?.[language] ?? "", count: notice.count ?? 0 })}
    </p>
  );
}
