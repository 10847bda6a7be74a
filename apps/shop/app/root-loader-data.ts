// What the root loader hands every page (root.tsx), as a shape of its own: the hooks that read
// it (root-data.ts) depend on this leaf, not on the root route module and all it imports.
import type { CompanyInfo } from "../server/config.ts";
import type { Preferences } from "../domain/preferences/preferences.ts";

export interface RootLoaderData {
  preferences: Preferences;
  /**
   * The header's "Mitt konto", rendered on the server: no flash of "Logga in". Who is signed in
   * is not here (the page may be shared by every signed-in visitor): the account menu asks
   * /api/account after hydration.
   */
  signedIn: boolean;
  /** The sign-in provider's public URL, for the widget. */
  authUrl: string;
  company: CompanyInfo;
  /** Origin for canonical links. */
  origin: string;
  year: number;
}
