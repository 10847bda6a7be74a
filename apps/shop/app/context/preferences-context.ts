import { createContext } from "react-router";
import type { Preferences } from "../../domain/preferences/preferences.ts";

/** The visitor's language, currency, colour and consent, set by the root middleware. */
export const preferencesContext = createContext<Preferences>();
