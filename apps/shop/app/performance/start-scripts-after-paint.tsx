// The script that lets the held scripts go (after-paint.ts), rendered after React Router's
// <Scripts /> in a build; the dev server loads its scripts as usual.
import { useNonce } from "../context/use-nonce.ts";
import { START_AFTER_PAINT } from "./after-paint.ts";

export function StartScriptsAfterPaint() {
  const nonce = useNonce();
  if (!import.meta.env.PROD) return null;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT }} />;
}
