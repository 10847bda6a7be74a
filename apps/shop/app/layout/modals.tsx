// Spec §2: many modals toggle one overlay; closing the overlay closes all of them.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { useLocation } from "react-router";

export type ModalId = "newsletter" | "theme-settings" | "mobile-menu" | "mini-cart";

interface ModalsValue {
  isOpen: (id: ModalId) => boolean;
  anyOpen: boolean;
  open: (id: ModalId) => void;
  close: (id: ModalId) => void;
  closeAll: () => void;
}

const ModalsContext = createContext<ModalsValue | null>(null);

export function ModalsProvider({ children }: { children: ReactNode }) {
  const [openIds, setOpenIds] = useState<ReadonlySet<ModalId>>(() => new Set());

  const open = useCallback((id: ModalId) => {
    setOpenIds((ids) => (ids.has(id) ? ids : new Set(ids).add(id)));
  }, []);
  const close = useCallback((id: ModalId) => {
    setOpenIds((ids) => {
      if (!ids.has(id)) return ids;
      const next = new Set(ids);
      next.delete(id);
      return next;
    });
  }, []);
  const closeAll = useCallback(() => {
    setOpenIds((ids) => (ids.size === 0 ? ids : new Set()));
  }, []);

  // Escape works like a click on the overlay.
  const anyOpen = openIds.size > 0;
  useEffect(() => {
    if (!anyOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeAll();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [anyOpen, closeAll]);

  // A page change closes menus and panels (state adjusted while rendering, not in an effect).
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    if (openIds.size > 0) setOpenIds(new Set());
  }

  const value = useMemo<ModalsValue>(
    () => ({ isOpen: (id) => openIds.has(id), anyOpen, open, close, closeAll }),
    [openIds, anyOpen, open, close, closeAll],
  );
  return <ModalsContext value={value}>{children}</ModalsContext>;
}

export function useModals(): ModalsValue {
  const value = useContext(ModalsContext);
  if (!value) throw new Error("useModals needs a ModalsProvider above it");
  return value;
}
