import { createContext } from "react-router";
import type { ShopperSession } from "../../server/auth/shopper-session.ts";

/**
 * Who is signed in for this request, or null: set once by the root middleware from the
 * session token (http/session-token.ts). Loaders read this; nothing else looks at
 * cookies or tokens.
 */
export const sessionContext = createContext<ShopperSession | null>(null);
