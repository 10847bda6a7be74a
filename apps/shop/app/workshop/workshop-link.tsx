// "Boka verkstad": the link on a scooter's product page to the booking page, with the model
// filled in when the page knows which of Felkodsdoktorn's models the scooter is.
import { Link } from "react-router";
import { useT } from "../i18n/use-t.ts";

export function WorkshopLink({ model, className = "" }: { model?: string; className?: string }) {
  const t = useT();
  const to = model
    ? `/verkstad/boka?${new URLSearchParams({ modell: model }).toString()}`
    : "/verkstad/boka";
  return (
    <p className={`text-sm ${className}`}>
      <Link to={to} className="font-semibold underline">
        {t("nav.workshop")}
      </Link>
    </p>
  );
}
