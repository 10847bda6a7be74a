import { createContext } from "react-router";
import type { PageAudience } from "../../server/page-cache/page-audience.ts";

/**
 * Whom this page is rendered for when the server's page cache keeps it for many visitors
 * (server/page-cache/page-audience.ts), or undefined when it is rendered for this request alone.
 * Such a request comes without its session token; "signed-in" makes the header say
 * "Mitt konto" without knowing who. Set by the Hono server, which gets this very object from the
 * server build's entry module, as with servicesContext.
 */
export const pageAudienceContext = createContext<PageAudience | undefined>(undefined);
