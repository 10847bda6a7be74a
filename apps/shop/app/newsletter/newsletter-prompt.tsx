import { Suspense, useEffect } from "react";
import { ChunkBoundary, lazyChunk } from "../build-update/lazy-chunk.tsx";
import { useModals } from "../layout/modals.tsx";
import { usePreferences } from "../root-data.ts";
import { hasSeenPrompt, markPromptSeen } from "./prompt-memory.ts";

/** Spec §2/§9: the newsletter modal opens 2 s after load. */
export const NEWSLETTER_DELAY_MS = 2_000;

const NewsletterDialog = lazyChunk(() => import("./newsletter-dialog.tsx"));

/**
 * Opens the newsletter modal once per visitor, 2 s after the page has loaded. While the
 * cookie banner still waits for an answer it does not open: one question at a time.
 */
export function NewsletterPrompt() {
  const modals = useModals();
  const { consent } = usePreferences();
  const { open } = modals;

  useEffect(() => {
    if (consent === undefined || hasSeenPrompt()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => {
        markPromptSeen(consent);
        open("newsletter");
      }, NEWSLETTER_DELAY_MS);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("load", start);
    };
  }, [consent, open]);

  if (!modals.isOpen("newsletter")) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <NewsletterDialog onClose={() => modals.close("newsletter")} />
      </Suspense>
    </ChunkBoundary>
  );
}
