import { useT } from "../i18n/use-t.ts";
import { useModals } from "./modals.tsx";

/** One overlay behind every open modal; a click on it closes all of them (spec §2). */
export function Overlay() {
  const t = useT();
  const modals = useModals();
  if (!modals.anyOpen) return null;
  return (
    <button
      type="button"
      tabIndex={-1}
      data-testid="overlay"
      aria-label={t("overlay.close")}
      onClick={modals.closeAll}
      className="fixed inset-0 z-40 cursor-default bg-black/50"
    />
  );
}
