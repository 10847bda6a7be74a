import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import type { ProductImage } from "../../../domain/catalogue/product.ts";
import { CloseIcon } from "../../components/icons.tsx";
import { ProductPicture } from "../../components/product-picture.tsx";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";

const FOCUSABLE = "button:not([disabled]), [href], [tabindex]:not([tabindex='-1'])";

const navButton =
  "rounded-control border border-white/40 bg-black/60 px-4 py-2 font-semibold text-white hover:bg-black/80";

/**
 * The pictures at full size in a modal dialog. Tab stays inside it, the arrow keys and the two
 * buttons step through the pictures, Escape or the close button closes it, and the focus goes
 * back to what opened it. Mounted only while open. `caption` (optional) says more about the
 * picture shown, below it: the portfolio names the product and links to it.
 */
export function Lightbox({
  images,
  index,
  title,
  caption,
  onIndexChange,
  onClose,
}: {
  images: readonly ProductImage[];
  index: number;
  title: string;
  caption?: ReactNode;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    return () => {
      element.close();
      opener?.focus();
    };
  }, []);

  const step = (delta: number) => onIndexChange((index + delta + images.length) % images.length);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "Tab") keepFocusInside(event);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  };

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const image = images[index] ?? images[0];
  if (!image) return null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className="m-auto h-dvh max-h-none w-dvw max-w-none bg-black/95 p-4 text-white backdrop:bg-black/80"
      data-testid="lightbox"
    >
      <div className="mx-auto flex h-full max-w-5xl flex-col gap-3">
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="font-semibold">
            {title}
          </h2>
          <button type="button" onClick={onClose} className={navButton}>
            <CloseIcon />
            <span className="sr-only">{t("common.close")}</span>
          </button>
        </div>
        <div className="flex min-h-0 flex-1 items-center justify-center">
          <ProductPicture
            image={image}
            language={language}
            sizes="(min-width: 64rem) 64rem, 100vw"
            priority
            className="h-auto max-h-[70dvh] w-auto max-w-full"
          />
        </div>
        {caption}
        <div className="flex items-center justify-between gap-4">
          <button type="button" onClick={() => step(-1)} className={navButton}>
            <span aria-hidden="true">←</span> {t("productPage.lightbox.previous")}
          </button>
          <p aria-live="polite" data-testid="lightbox-counter">
            {t("productPage.lightbox.counter", { number: index + 1, count: images.length })}
          </p>
          <button type="button" onClick={() => step(1)} className={navButton}>
            {t("productPage.lightbox.next")} <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
    </dialog>
  );
}
