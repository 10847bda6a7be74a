import { Link } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import { usePreferences } from "../../root-data.ts";
import type { CookieBarPosition } from "../route-handle.ts";
import { ConsentForm } from "./consent-form.tsx";
import { useConsentBanner } from "./consent-banner-state.tsx";

const POSITION: Record<CookieBarPosition, string> = {
  bottom: "inset-x-0 bottom-0 border-t",
  "bottom-left": "bottom-4 start-4 max-w-sm rounded-card border",
  "bottom-right": "bottom-4 end-4 max-w-sm rounded-card border",
};

/**
 * The consent banner: shown until the visitor answers, again when they ask from the footer,
 * and always on the cookie_bar demo pages, at the position the page names.
 */
export function CookieConsent({
  position = "bottom",
  demo = false,
}: {
  position?: CookieBarPosition;
  demo?: boolean;
}) {
  const t = useT();
  const { consent } = usePreferences();
  const banner = useConsentBanner();
  if (consent !== undefined && !banner.reopened && !demo) return null;
  return (
    <section
      aria-labelledby="cookie-consent-title"
      data-position={position}
      className={`fixed z-40 border-line bg-surface p-4 text-ink shadow-2xl ${POSITION[position]}`}
    >
      <div className={position === "bottom" ? "container-page" : ""}>
        <h2 id="cookie-consent-title" className="font-bold">
          {t("consent.title")}
        </h2>
        <p className="mt-1 text-sm">{t("consent.text")}</p>
        <p className="mt-1 text-sm">
          <Link to="/page/integritetspolicy#cookies" className="underline">
            {t("consent.readMore")}
          </Link>
        </p>
        <div className="mt-3">
          <ConsentForm onAnswered={banner.dismiss} />
        </div>
      </div>
    </section>
  );
}
