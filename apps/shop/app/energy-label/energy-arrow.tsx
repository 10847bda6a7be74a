// The arrow the rules put beside a phone's or tablet's price (market.md "Energy label of phones
// and tablets"): the class letter on an arrow in the class's colour, with the scale A–G beside
// it, as a link to the label. Without JavaScript the link opens the label's own page; the
// product page passes `onOpen` to show the label in a dialog instead (the "nested display").
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { ENERGY_CLASS_COLOURS, type EnergyClass } from "../../domain/catalogue/energy-label.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { energyArrowMessages } from "./energy-arrow-messages.ts";

const SIZES = {
  small: { box: "h-6 text-sm", range: "text-[0.5rem] px-0.5", letter: "ps-1.5 pe-3.5" },
  large: { box: "h-8 text-xl", range: "text-[0.6rem] px-1", letter: "ps-2 pe-5" },
} as const;

/** The arrow itself, a picture: its meaning is said by what contains it. */
export function EnergyArrow({
  energyClass,
  size = "small",
}: {
  energyClass: EnergyClass;
  size?: keyof typeof SIZES;
}) {
  const colours = ENERGY_CLASS_COLOURS[energyClass];
  const sizing = SIZES[size];
  return (
    <span
      aria-hidden="true"
      className={`inline-flex items-stretch font-bold leading-none ${sizing.box}`}
      data-energy-class={energyClass}
    >
      <span
        className={`flex flex-col items-center justify-between border border-e-0 border-black bg-white py-0.5 font-semibold text-black ${sizing.range}`}
      >
        <span>A</span>
        <span>G</span>
      </span>
      <span
        className={`flex items-center border-y border-black ${sizing.letter}`}
        style={{
          background: colours.fill,
          color: colours.text,
          clipPath: "polygon(0 0, calc(100% - 0.6em) 0, 100% 50%, calc(100% - 0.6em) 100%, 0 100%)",
        }}
      >
        {energyClass}
      </span>
    </span>
  );
}

/** The arrow as a link to the label, named "Energiklass B, visa energimärkningen". */
export function EnergyArrowLink({
  energyClass,
  to,
  size = "small",
  onOpen,
  className = "",
}: {
  energyClass: EnergyClass;
  /** The label's own page. */
  to: string;
  size?: keyof typeof SIZES;
  /** Shows the label in place; the link's page is then not loaded. */
  onOpen?: () => void;
  className?: string;
}) {
  const t = usePageT(energyArrowMessages);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <Link
      to={to}
      onClick={open}
      className={`inline-flex rounded-control focus-visible:outline-2 focus-visible:outline-offset-2 ${className}`}
      data-testid="energy-arrow"
    >
      <EnergyArrow energyClass={energyClass} size={size} />
      <span className="sr-only">{t("arrow.open", { class: energyClass })}</span>
    </Link>
  );
}
