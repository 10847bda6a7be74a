import { CloseIcon } from "../components/icons.tsx";
import { useT } from "../i18n/use-t.ts";
import { NewsletterForm } from "./newsletter-form.tsx";

/**
 * The newsletter modal. It opens by itself, so it does not take the focus from what the
 * visitor is doing (market.md): it is announced as a dialog, Escape or the overlay closes it.
 */
export default function NewsletterDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="newsletter-title"
      aria-describedby="newsletter-text"
      data-testid="newsletter-modal"
      className="fixed top-1/2 left-1/2 z-50 w-[min(32rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-6 text-ink shadow-2xl"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="newsletter-title" className="text-xl font-bold">
          {t("newsletter.title")}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-control p-1 hover:bg-surface-muted"
        >
          <CloseIcon />
          <span className="sr-only">{t("common.close")}</span>
        </button>
      </div>
      <p id="newsletter-text" className="mt-2 mb-4 text-ink-muted">
        {t("newsletter.text")}
      </p>
      <NewsletterForm source="modal" />
    </div>
  );
}
