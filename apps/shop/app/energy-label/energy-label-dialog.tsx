// The label shown over the product page when its arrow is activated (the rules' "nested
// display"): a modal dialog holding the label and a link to the product information sheet.
// Escape or the close button closes it and the focus goes back to the arrow. Mounted only while
// open, and loaded only then (energy-label-box.tsx); without JavaScript the arrow's link opens
// the label's own page instead.
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import type { EnergyLabel } from "../../domain/catalogue/energy-label.ts";
import { CloseIcon } from "../components/icons.tsx";
import { usePageT } from "../i18n/use-page-t.ts";
import { EnergyLabelFigure } from "./energy-label-figure.tsx";
import { energyLabelMessages } from "./energy-label-messages.ts";

export default function EnergyLabelDialog({
  label,
  supplier,
  model,
  sheetPath,
  onClose,
}: {
  label: EnergyLabel;
  supplier: string;
  model: string;
  sheetPath: string;
  onClose: () => void;
}) {
  const t = usePageT(energyLabelMessages);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    return () => {
      element.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[95dvh] w-[min(26rem,95vw)] overflow-y-auto rounded-card bg-surface p-4 text-ink backdrop:bg-black/70"
      data-testid="energy-label-dialog"
    >
      <div className="flex flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {t("label.title", { name: model })}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-control border border-line p-2 hover:bg-surface-muted"
          >
            <CloseIcon />
            <span className="sr-only">{t("label.close")}</span>
          </button>
        </div>
        <EnergyLabelFigure label={label} supplier={supplier} model={model} />
        <Link to={sheetPath} className="font-semibold text-primary-ink underline">
          {t("label.sheet")}
        </Link>
      </div>
    </dialog>
  );
}
