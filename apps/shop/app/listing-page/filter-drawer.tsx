// The off-canvas filters: a native modal dialog (focus kept inside, Escape closes, focus
// returns to the button). Without JavaScript the buttons are links: one to the panel, which
// CSS shows as the link's target, and one away from it.
import { useRef, type ReactNode, type RefObject } from "react";
import { buttonClass } from "../components/button-styles.ts";
import { useHydrated } from "../components/use-hydrated.ts";
import { useT } from "../i18n/use-t.ts";

const PANEL_ID = "filter-panel";

type DialogRef = RefObject<HTMLDialogElement | null>;

export function useFilterDialog(): DialogRef {
  return useRef<HTMLDialogElement>(null);
}

export function FilterDrawerButton({ dialog }: { dialog: DialogRef }) {
  const t = useT();
  const hydrated = useHydrated();
  const label = t("listing.filters.show");
  if (!hydrated) {
    return (
      <a href={`#${PANEL_ID}`} className={buttonClass("secondary")}>
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={buttonClass("secondary")}
      onClick={() => dialog.current?.showModal()}
    >
      {label}
    </button>
  );
}

export function FilterDrawer({ dialog, children }: { dialog: DialogRef; children: ReactNode }) {
  const t = useT();
  const hydrated = useHydrated();
  const close = t("listing.filters.close");
  return (
    <dialog
      ref={dialog}
      id={PANEL_ID}
      aria-labelledby={`${PANEL_ID}-title`}
      className="fixed inset-y-0 start-0 z-50 m-0 h-dvh max-h-none w-80 max-w-[90vw] overflow-y-auto bg-surface p-5 text-ink shadow-xl backdrop:bg-black/40 target:block"
    >
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 id={`${PANEL_ID}-title`} className="text-lg font-bold">
          {t("listing.filters.title")}
        </h2>
        {hydrated ? (
          <button
            type="button"
            className={buttonClass("ghost")}
            onClick={() => dialog.current?.close()}
          >
            {close}
          </button>
        ) : (
          <a href="#listing-results" className={buttonClass("ghost")}>
            {close}
          </a>
        )}
      </div>
      {children}
    </dialog>
  );
}
