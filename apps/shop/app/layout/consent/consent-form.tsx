import { useFetcher, useLocation } from "react-router";
import { buttonClass } from "../../components/button-styles.ts";
import { useT } from "../../i18n/use-t.ts";

/**
 * The two answers, side by side and alike: refusing is exactly as easy as accepting
 * (market.md). Posts to /api/consent; works without JavaScript.
 */
export function ConsentForm({ onAnswered }: { onAnswered?: () => void }) {
  const t = useT();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  return (
    <fetcher.Form
      method="post"
      action="/api/consent"
      onSubmit={onAnswered}
      className="flex flex-wrap gap-2"
    >
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button type="submit" name="consent" value="preferences" className={buttonClass("secondary")}>
        {t("consent.accept")}
      </button>
      <button type="submit" name="consent" value="necessary" className={buttonClass("secondary")}>
        {t("consent.refuse")}
      </button>
    </fetcher.Form>
  );
}
