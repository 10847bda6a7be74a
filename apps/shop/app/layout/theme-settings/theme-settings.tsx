import { Suspense, useEffect, useRef } from "react";
import { ChunkBoundary, lazyChunk } from "../../build-update/lazy-chunk.tsx";
import { SettingsIcon } from "../../components/icons.tsx";
import { useT } from "../../i18n/use-t.ts";
import { useModals } from "../modals.tsx";

// The panel is code only a few visitors need: it loads when first opened.
const ThemeSettingsPanel = lazyChunk(() => import("./theme-settings-panel.tsx"));

/** The template's theme settings: a side button that opens the panel (spec §2–§4). */
export function ThemeSettings() {
  const t = useT();
  const modals = useModals();
  const open = modals.isOpen("theme-settings");
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="theme-settings"
        onClick={() => (open ? modals.close("theme-settings") : modals.open("theme-settings"))}
        className="fixed end-0 top-1/3 z-30 rounded-s-card bg-ink p-2 text-surface shadow-lg"
      >
        <SettingsIcon />
        <span className="sr-only">{t("theme.open")}</span>
      </button>
      {open && (
        <ChunkBoundary
          fallback={
            <p
              role="alert"
              className="fixed end-4 top-1/3 z-50 rounded-card bg-surface p-4 shadow-lg"
            >
              {t("common.chunkFailed")}
            </p>
          }
        >
          <Suspense fallback={null}>
            <ThemeSettingsPanel onClose={() => modals.close("theme-settings")} />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
