import { useEffect, useState } from "react";
import { ArrowUpIcon } from "../components/icons.tsx";
import { useT } from "../i18n/use-t.ts";

/** Shown once the visitor has scrolled this far down. */
const SHOW_AFTER_PX = 300;

/**
 * Focus goes to the page's main content first (without jumping), so keyboard users start
 * from the top too, and the button can disappear without React handing focus back to it,
 * which would cut the smooth scroll short.
 */
function backToTop() {
  document.getElementById("main")?.focus({ preventScroll: true });
  window.scrollTo({ top: 0, behavior: "smooth" });
}

export function TapToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <button
      type="button"
      data-testid="tap-to-top"
      hidden={!visible}
      onClick={backToTop}
      className="fixed end-4 bottom-24 z-50 rounded-full bg-primary p-3 text-on-primary shadow-lg"
    >
      <ArrowUpIcon />
      <span className="sr-only">{t("tapToTop.label")}</span>
    </button>
  );
}
