import { Link } from "react-router";
import { useT } from "../i18n/use-t.ts";
import { useRootData } from "../root-data.ts";
import { useConsentBanner } from "./consent/consent-banner-state.tsx";
import { WITHDRAWAL_PATH } from "../../domain/orders/withdrawal-path.ts";

/** The company and legal information market.md asks for; only what is configured. */
function CompanyDetails() {
  const t = useT();
  const company = useRootData()?.company;
  if (!company) return null;
  const rows: [string, string | undefined][] = [
    [t("footer.orgNr"), company.orgNr],
    [t("footer.vatNr"), company.vatNr],
    [t("footer.address"), company.address],
    [t("footer.phone"), company.phone],
    [t("footer.email"), company.email],
  ];
  return (
    <div>
      <h2 className="mb-2 font-bold">{company.name}</h2>
      <dl className="space-y-1 text-sm">
        {rows
          .filter((row): row is [string, string] => row[1] !== undefined)
          .map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt>{label}:</dt>
              <dd>
                {label === t("footer.email") ? (
                  <a href={`mailto:${value}`} className="underline">
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

export function Footer() {
  const t = useT();
  const data = useRootData();
  const banner = useConsentBanner();
  const linkClass = "underline-offset-2 hover:underline";
  return (
    <footer className="mt-12 border-t border-line bg-surface-muted text-ink">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <CompanyDetails />
        <div>
          <h2 className="mb-2 font-bold">{t("footer.customerService")}</h2>
          <ul className="space-y-1 text-sm">
            <li>
              <Link to="/page/contact_us" className={linkClass}>
                {t("CONTACT")}
              </Link>
            </li>
            <li>
              <Link to="/page/faq" className={linkClass}>
                {t("page.faq.title")}
              </Link>
            </li>
            <li>
              <Link to="/page/order_tracking" className={linkClass}>
                {t("page.orderTracking.title")}
              </Link>
            </li>
            <li>
              <Link to="/felkod" className={linkClass}>
                {t("nav.scooterDoctor")}
              </Link>
            </li>
            <li>
              <Link to="/verkstad" className={linkClass}>
                {t("nav.workshop")}
              </Link>
            </li>
            <li>
              <Link to="/page/about_us" className={linkClass}>
                {t("ABOUT")}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-2 font-bold">{t("footer.terms")}</h2>
          <ul className="space-y-1 text-sm">
            <li>
              <Link to="/page/kopvillkor" className={linkClass}>
                {t("page.kopvillkor.title")}
              </Link>
            </li>
            <li>
              <Link to={WITHDRAWAL_PATH} className={`${linkClass} font-semibold`}>
                {t("withdraw.title")}
              </Link>
            </li>
            <li>
              <Link to="/page/integritetspolicy" className={linkClass}>
                {t("page.integritetspolicy.title")}
              </Link>
            </li>
            <li>
              <button type="button" onClick={banner.reopen} className={linkClass}>
                {t("footer.cookieSettings")}
              </button>
            </li>
          </ul>
        </div>
        <div className="text-sm">
          <h2 className="mb-2 font-bold">{t("footer.goodToKnow")}</h2>
          <ul className="space-y-1">
            <li>{t("footer.pricesInclVat")}</li>
            <li>{t("footer.withdrawal")}</li>
            <li>{t("footer.complaints")}</li>
          </ul>
        </div>
      </div>
      <p className="border-t border-line py-4 text-center text-sm">
        © {data?.year ?? ""} {data?.company.name ?? "Kretsbutiken"}
      </p>
    </footer>
  );
}
