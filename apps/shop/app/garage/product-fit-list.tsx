// The product page's word on the signed-in shopper's garage, once hydrated: a scooter part
// "Passar din …", "Passar inte din …" or, when its fitment names neither, that we do not know;
// an accessory made for a saved device's line, or only for other lines. Nothing on the server;
// loaded only once there is something to say (garage-lazy.tsx).
import { usePageT } from "../i18n/use-page-t.ts";
import { useLanguage } from "../root-data.ts";
import { productFitMessages } from "./product-fit-messages.ts";
import { fitMarks } from "./fit-marks.ts";
import type { GarageFitResponse } from "./garage-fit.ts";

const TONE = { fits: "text-success", "does-not-fit": "text-danger", unknown: "text-ink-muted" };

export function ProductFitList({
  garage,
  productId,
}: {
  garage: GarageFitResponse;
  productId: number;
}) {
  const pt = usePageT(productFitMessages);
  const language = useLanguage();
  const marks = fitMarks(garage, productId).filter(
    // An accessory with no device page says nothing either way: neither do we.
    (mark) => mark.answer !== "unknown" || !mark.device.line,
  );
  if (marks.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm font-semibold" data-testid="garage-fit">
      {marks.map(({ device, answer }) => {
        const values = { device: device.name[language], line: device.line?.name[language] ?? "" };
        const text = device.line
          ? pt(answer === "fits" ? "garageHint.lineFits" : "garageHint.lineDoesNotFit", values)
          : pt(
              answer === "fits"
                ? "garageHint.fits"
                : answer === "does-not-fit"
                  ? "garageHint.doesNotFit"
                  : "garageHint.unknown",
              values,
            );
        return (
          <li key={device.id} className={TONE[answer]}>
            {text}
          </li>
        );
      })}
    </ul>
  );
}
