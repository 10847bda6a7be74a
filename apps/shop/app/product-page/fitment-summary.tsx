// Which scooter models a part fits and which it does not (issue 41), near its price: the names
// come from the loader (fitment-names.ts), so the page's scripts carry none of the model data.
import type { FitmentNames } from "../../domain/scooter-doctor/fitment-names.ts";
import { useT } from "../i18n/use-t.ts";

export function FitmentSummary({ names }: { names: FitmentNames }) {
  const t = useT();
  if (names.fits === "" && names.notFits === "") return null;
  return (
    <dl
      className="flex flex-col gap-1 rounded-card border border-line p-3 text-sm"
      data-testid="fitment"
    >
      {names.fits !== "" && (
        <div>
          <dt className="inline font-semibold">{t("productPage.fits")}</dt>{" "}
          <dd className="inline">{names.fits}</dd>
        </div>
      )}
      {names.notFits !== "" && (
        <div>
          <dt className="inline font-semibold">{t("productPage.notFits")}</dt>{" "}
          <dd className="inline">{names.notFits}</dd>
        </div>
      )}
    </dl>
  );
}
