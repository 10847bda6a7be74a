// "Passar modell" (issue 41): keeps the scooter parts that fit one model. A select in the
// filters' GET form (`passar=<model>`), so it works without JavaScript; with it, a change
// applies at once like every other filter.
import { useId } from "react";
import type { ModelFacetValue } from "../../domain/catalogue/listing.ts";
import { useT } from "../i18n/use-t.ts";
import { useSyncedState } from "./use-synced-state.ts";

export function ModelSelect({
  models,
  selected,
}: {
  models: readonly ModelFacetValue[];
  selected: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useSyncedState(selected ?? "");
  if (models.length === 0) return null;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {t("listing.facet.fits")}
      </label>
      <select
        id={id}
        name="passar"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        className="rounded-control border border-line bg-surface px-2 py-1.5 text-sm text-ink"
      >
        <option value="">{t("listing.facet.fitsAny")}</option>
        {models.map((model) => (
          <option key={model.value} value={model.value}>
            {`${model.name} (${model.count})`}
          </option>
        ))}
      </select>
    </div>
  );
}
