import { Link } from "react-router";
import { useT } from "../../i18n/use-t.ts";

/** The shop's name as its logo, a link to the home page. */
export function Logo() {
  const t = useT();
  return (
    <Link to="/" className="text-xl font-extrabold tracking-tight sm:text-2xl">
      <span className="text-primary-ink">Krets</span>butiken
      <span className="sr-only"> – {t("nav.home")}</span>
    </Link>
  );
}
