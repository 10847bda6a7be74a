// The dashboard's way to Min garage.
import { Link } from "react-router";
import { GARAGE_PATH } from "../../domain/garage/garage-paths.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { dashboardGarageMessages } from "./dashboard-garage-messages.ts";

export function GarageCard() {
  const pt = usePageT(dashboardGarageMessages);
  return (
    <section
      aria-labelledby="dashboard-garage"
      className="rounded-card border border-line p-5"
      data-testid="dashboard-garage"
    >
      <h2 id="dashboard-garage" className="text-lg font-semibold">
        {pt("garageHint.dashboardTitle")}
      </h2>
      <p className="mt-2 text-ink-muted">{pt("garageHint.dashboardText")}</p>
      <p className="mt-3">
        <Link to={GARAGE_PATH} className="underline">
          {pt("garageHint.dashboardLink")}
        </Link>
      </p>
    </section>
  );
}
