import { useEffect, useRef } from "react";
import { CloseIcon, MenuIcon } from "../../components/icons.tsx";
import { useT } from "../../i18n/use-t.ts";
import { useModals } from "../modals.tsx";
import { NavLinks } from "./nav-links.tsx";

/** Below the lg breakpoint the navigation opens in a drawer, one of the overlay's modals. */
export function MobileMenu() {
  const t = useT();
  const modals = useModals();
  const open = modals.isOpen("mobile-menu");
  const toggle = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) drawer.current?.focus();
    else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => (open ? modals.close("mobile-menu") : modals.open("mobile-menu"))}
        className="rounded-control p-2 hover:bg-surface-muted"
      >
        <MenuIcon />
        <span className="sr-only">{t("nav.openMenu")}</span>
      </button>
      <div
        id="mobile-menu"
        ref={drawer}
        role="dialog"
        aria-modal="true"
        aria-label={t("nav.menu")}
        tabIndex={-1}
        hidden={!open}
        className="fixed inset-y-0 start-0 z-50 w-80 max-w-[90vw] overflow-y-auto bg-surface p-4 text-ink shadow-xl"
      >
        <div className="mb-3 flex items-center justify-between">
          <p className="text-lg font-bold">{t("nav.menu")}</p>
          <button
            type="button"
            onClick={() => modals.close("mobile-menu")}
            className="rounded-control p-2 hover:bg-surface-muted"
          >
            <CloseIcon />
            <span className="sr-only">{t("common.close")}</span>
          </button>
        </div>
        {/* Rendered only while open: the drawer needs JavaScript to open anyway, and the
            server's HTML already carries the same links in the desktop menu. */}
        {open && (
          <nav aria-label={t("nav.label")}>
            <NavLinks layout="drawer" />
          </nav>
        )}
      </div>
    </div>
  );
}
