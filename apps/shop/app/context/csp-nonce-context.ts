import { createContext } from "react-router";

/**
 * This request's Content-Security-Policy nonce, set by the Hono server
 * (server/security-headers/); undefined under the dev server, which sends no policy. The server
 * gets this very object from the server build's entry module, as with servicesContext.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);
