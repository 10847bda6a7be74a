// The script that lets the held scripts go (after-paint.ts), rendered after React Router's
// <Scripts /> in a build; the dev server loads its scripts as usual.
import { START_AFTER_PAINT } from "./after-paint.ts";

export function StartScriptsAfterPaint() {
  if (!import.meta.env.PROD) return null;
  return <script dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT }} />;
}
