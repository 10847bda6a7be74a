// The EU energy label of a phone or tablet drawn by the shop (Regulation (EU) 2023/1669): the
// supplier and model, the scale A–G with the product's class marked, then the battery's
// endurance per cycle, the drop and repairability classes on their scales A–E, the battery's
// endurance in cycles and the IP rating. HTML rather than a picture, so every fact is text a
// screen reader reads and a translation can change.
import { useId } from "react";
import {
  DURABILITY_CLASSES,
  ENERGY_CLASS_COLOURS,
  ENERGY_CLASSES,
  formatEndurance,
  isDemoRegistration,
  type DurabilityClass,
  type EnergyLabel,
} from "../../domain/catalogue/energy-label.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { useLanguage } from "../root-data.ts";
import { energyLabelMessages } from "./energy-label-messages.ts";

const cycleCount = {
  se: new Intl.NumberFormat("sv-SE"),
  en: new Intl.NumberFormat("en-GB"),
};

/** A class on its scale A–E, the chosen letter boxed and bold. */
function DurabilityScale({ chosen }: { chosen: DurabilityClass }) {
  return (
    <span className="flex gap-0.5 text-xs" aria-hidden="true">
      {DURABILITY_CLASSES.map((letter) => (
        <span
          key={letter}
          className={
            letter === chosen
              ? "rounded-sm bg-black px-1 font-bold text-white"
              : "px-1 text-neutral-700"
          }
        >
          {letter}
        </span>
      ))}
    </span>
  );
}

export function EnergyLabelFigure({
  label,
  supplier,
  model,
}: {
  label: EnergyLabel;
  supplier: string;
  model: string;
}) {
  const t = usePageT(energyLabelMessages);
  const language = useLanguage();
  const captionId = useId();
  const fact = "flex flex-col gap-1 rounded-sm border border-black p-2";
  return (
    <figure
      aria-labelledby={captionId}
      className="mx-auto flex w-full max-w-sm flex-col gap-3 rounded-sm border-2 border-black bg-white p-3 text-black"
      data-testid="energy-label"
    >
      <figcaption id={captionId} className="sr-only">
        {t("label.figure", { name: model, class: label.energyClass })}
      </figcaption>
      <div className="flex items-center justify-between border-b-2 border-black pb-2">
        <span className="text-2xl font-black tracking-wide uppercase">{t("label.energy")}</span>
        <span className="rounded-sm bg-[#003399] px-2 py-1 text-xs font-bold text-white">EU</span>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 text-sm">
        <dt className="font-semibold">{t("label.supplier")}</dt>
        <dd>{supplier}</dd>
        <dt className="font-semibold">{t("label.model")}</dt>
        <dd>{model}</dd>
      </dl>
      <div className="flex items-center gap-3">
        <ol aria-label={t("label.scale")} className="flex flex-1 flex-col gap-1">
          {ENERGY_CLASSES.map((letter, index) => {
            const colours = ENERGY_CLASS_COLOURS[letter];
            const ours = letter === label.energyClass;
            return (
              <li key={letter} className="flex items-center gap-2" data-class={letter}>
                <span
                  className="flex h-6 items-center ps-2 font-bold"
                  style={{
                    width: `${40 + index * 9}%`,
                    background: colours.fill,
                    color: colours.text,
                    clipPath:
                      "polygon(0 0, calc(100% - 0.75rem) 0, 100% 50%, calc(100% - 0.75rem) 100%, 0 100%)",
                  }}
                >
                  {ours ? (
                    <span className="sr-only">{t("label.thisClass", { class: letter })}</span>
                  ) : (
                    letter
                  )}
                  {ours && <span aria-hidden="true">{letter}</span>}
                </span>
                {ours && (
                  <span
                    aria-hidden="true"
                    className="ms-auto flex h-9 items-center bg-black ps-4 pe-3 text-2xl font-black text-white"
                    style={{
                      clipPath: "polygon(0.75rem 0, 100% 0, 100% 100%, 0.75rem 100%, 0 50%)",
                    }}
                    data-testid="energy-label-class"
                  >
                    {letter}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className={`${fact} col-span-2`}>
          <dt className="font-semibold">{t("label.endurance")}</dt>
          <dd className="text-xl font-bold">{formatEndurance(label.enduranceMinutes)}</dd>
        </div>
        <div className={fact}>
          <dt className="font-semibold">{t("label.drop")}</dt>
          <dd className="flex items-center gap-2">
            <span className="text-xl font-bold">{label.dropClass}</span>
            <DurabilityScale chosen={label.dropClass} />
          </dd>
        </div>
        <div className={fact}>
          <dt className="font-semibold">{t("label.repairability")}</dt>
          <dd className="flex items-center gap-2">
            <span className="text-xl font-bold">{label.repairabilityClass}</span>
            <DurabilityScale chosen={label.repairabilityClass} />
          </dd>
        </div>
        <div className={fact}>
          <dt className="font-semibold">{t("label.cycles")}</dt>
          <dd className="text-xl font-bold">
            {t("label.cyclesValue", { count: cycleCount[language].format(label.cycles) })}
          </dd>
        </div>
        <div className={fact}>
          <dt className="font-semibold">{t("label.ip")}</dt>
          <dd className="text-xl font-bold">{label.ipRating}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-end justify-between gap-2 border-t-2 border-black pt-2 text-xs">
        <span>
          {t("label.registration")}: {label.registration}
        </span>
        <span className="font-semibold">{t("label.regulation")}</span>
      </div>
      {isDemoRegistration(label.registration) && (
        <p className="text-xs italic">{t("label.demo")}</p>
      )}
    </figure>
  );
}
