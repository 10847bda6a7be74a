// What a listing says about the signed-in shopper's garage once hydrated: a "Passar min …" chip
// per saved device the listing has parts or accessories for (a scooter: this listing filtered
// with `passar=<model>`; a phone, tablet or console: its line's page, where the catalogue keeps
// its accessories), and on each card that fits, "Passar din …". Nothing renders on the server,
// so the shared page stays the same for everyone; this module is loaded only for a shopper with
// a garage (garage-lazy.tsx).
import { Link, useLocation } from "react-router";
import type { Facets } from "../../domain/catalogue/listing.ts";
import type { ListingQuery } from "../../domain/catalogue/listing-query.ts";
import { ACCESSORY_TYPES } from "../../domain/garage/device-fit.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { useLanguage } from "../root-data.ts";
import type { GarageFitResponse } from "./garage-fit.ts";
import { listingHintMessages } from "./listing-hint-messages.ts";
import { fitMarks } from "./fit-marks.ts";

const chipClass =
  "inline-flex items-center rounded-full border border-primary px-3 py-1 text-sm font-semibold hover:bg-surface-muted";

export function GarageChips({
  garage,
  query,
  facets,
}: {
  garage: GarageFitResponse | undefined;
  query: ListingQuery;
  facets: Pick<Facets, "types">;
}) {
  const pt = usePageT(listingHintMessages);
  const language = useLanguage();
  const location = useLocation();
  if (!garage || garage.devices.length === 0) return null;
  const has = (types: readonly string[]) =>
    facets.types.some((facet) => types.includes(facet.value) && facet.count > 0);
  const parts = has(["scooter_part"]) || query.fits !== undefined;
  const accessories = has(ACCESSORY_TYPES);
  const withFits = (model: string | undefined) => {
    const params = new URLSearchParams(location.search);
    params.delete("page");
    if (model) params.set("passar", model);
    else params.delete("passar");
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  const chips = garage.devices.flatMap((device) => {
    const name = device.name[language];
    if (device.model && parts) {
      const active = query.fits === device.model;
      return [
        <li key={device.id}>
          <Link
            to={withFits(device.model)}
            className={`${chipClass} ${active ? "bg-primary text-on-primary hover:bg-primary" : ""}`}
            aria-current={active ? "true" : undefined}
            data-testid="garage-chip"
          >
            {pt("garageHint.fitsMine", { device: name })}
          </Link>
        </li>,
      ];
    }
    if (device.line && accessories && device.line.path !== location.pathname) {
      return [
        <li key={device.id}>
          <Link to={device.line.path} className={chipClass} data-testid="garage-chip">
            {pt("garageHint.forMine", { device: name })}
          </Link>
        </li>,
      ];
    }
    return [];
  });
  if (chips.length === 0) return null;
  return (
    <nav aria-label={pt("garageHint.title")} className="mb-4" data-testid="garage-chips">
      <ul className="flex flex-wrap items-center gap-2">
        {chips}
        {query.fits !== undefined && (
          <li>
            <Link to={withFits(undefined)} className="text-sm underline">
              {pt("garageHint.showAll")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** "Passar din …" on a listing's card, for each saved device it fits. */
export function GarageMark({
  garage,
  productId,
}: {
  garage: GarageFitResponse;
  productId: number;
}) {
  const pt = usePageT(listingHintMessages);
  const language = useLanguage();
  const marks = fitMarks(garage, productId).filter((m) => m.answer === "fits");
  if (marks.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm font-semibold text-success" data-testid="garage-mark">
      {marks.map(({ device }) => (
        <li key={device.id}>
          {device.line
            ? pt("garageHint.lineFits", {
                line: device.line.name[language],
                device: device.name[language],
              })
            : pt("garageHint.fits", { device: device.name[language] })}
        </li>
      ))}
    </ul>
  );
}
