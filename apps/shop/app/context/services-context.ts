import { createContext } from "react-router";
import type { ShopServices } from "../../server/shop-services.ts";

/**
 * The shop's server-side services for one request, set by the Hono server. The server gets
 * this very object from the server build's entry module (entry.server.tsx re-exports it), so
 * the bundled routes and the unbundled server agree on its identity.
 */
export const servicesContext = createContext<ShopServices>();
