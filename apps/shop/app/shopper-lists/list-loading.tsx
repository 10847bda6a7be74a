import { useT } from "../i18n/use-t.ts";

/**
 * What a list page shows until the browser has read the list and the server has answered
 * with current prices: the server cannot know the list, which lives in the browser.
 */
export function ListLoading() {
  const t = useT();
  return (
    <section className="container-page py-10" aria-busy="true">
      <p className="text-ink-muted">{t("lists.loading")}</p>
      <noscript>
        <p>{t("lists.needsScript")}</p>
      </noscript>
    </section>
  );
}
