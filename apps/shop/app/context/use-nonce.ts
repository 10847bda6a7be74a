// The request's CSP nonce for the inline <script> and <style> elements the shop writes itself
// (React Router's get it from <ServerRouter nonce>). Provided by entry.server.tsx; in the
// browser there is none: the browser hides a nonce from the DOM, and nothing inline is added
// after hydration except by after-paint.ts, which copies the nonce it was given.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
