import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type Dispatch,
  type ReactNode,
} from "react";
import { useLocation } from "react-router";
import { COOKIE } from "../../http/cookie-names.ts";
import { preferenceCookie } from "../preferences/preference-cookie.ts";
import { usePreferences } from "../root-data.ts";
import {
  initialLayoutSettings,
  layoutSettingsReducer,
  type LayoutAction,
  type LayoutSettings,
} from "./layout-settings.ts";
import { themeConfig } from "./theme-config.ts";

interface LayoutSettingsValue {
  settings: LayoutSettings;
  dispatch: Dispatch<LayoutAction>;
}

const LayoutSettingsContext = createContext<LayoutSettingsValue | null>(null);

export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const { primaryColor: chosenColor, consent } = usePreferences();
  const [settings, dispatch] = useReducer(
    layoutSettingsReducer,
    chosenColor,
    (color: string | undefined) => initialLayoutSettings(themeConfig, color),
  );

  // Spec §4: on every route change the primary colour resets to #e22454.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dispatch({ type: "routeChanged" });
  }, [pathname]);

  // The colour persists in the spec's primaryColor cookie, so the server renders it next time.
  const writtenColor = useRef(settings.primaryColor);
  useEffect(() => {
    if (writtenColor.current === settings.primaryColor) return;
    writtenColor.current = settings.primaryColor;
    document.cookie = preferenceCookie(COOKIE.primaryColor, settings.primaryColor, consent);
  }, [settings.primaryColor, consent]);

  const value = useMemo(() => ({ settings, dispatch }), [settings]);
  return <LayoutSettingsContext value={value}>{children}</LayoutSettingsContext>;
}

export function useLayoutSettings(): LayoutSettingsValue {
  const value = useContext(LayoutSettingsContext);
  if (!value) throw new Error("useLayoutSettings needs a LayoutSettingsProvider above it");
  return value;
}
