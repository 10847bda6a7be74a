// The frames of the element gallery: a section per component, and a specimen per variant or
// state, captioned with what it shows. A specimen can show its component in the dark mode or
// right to left, whatever the page around it is in, so every look sits on one page.
import { useId, type ReactNode } from "react";
import { usePageT } from "../i18n/use-page-t.ts";
import { galleryMessages } from "./gallery-messages.ts";

export type SpecimenLook = "page" | "dark" | "rtl";

export function GallerySection({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="container-page py-8">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {lead && <p className="mt-1 max-w-3xl text-ink-muted">{lead}</p>}
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">{children}</div>
    </section>
  );
}

export function Specimen({
  label,
  look = "page",
  wide = false,
  children,
}: {
  label: string;
  look?: SpecimenLook;
  /** Spans the whole row: for components as wide as the page. */
  wide?: boolean;
  children: ReactNode;
}) {
  const g = usePageT(galleryMessages);
  const caption = look === "page" ? label : `${label} · ${g(`gallery.look.${look}`)}`;
  return (
    <figure
      className={`flex flex-col gap-2 ${wide ? "md:col-span-2 xl:col-span-3" : ""}`}
      data-specimen={caption}
    >
      <figcaption className="text-sm font-semibold text-ink-muted">{caption}</figcaption>
      <div
        className="flex-1 rounded-card border border-line bg-surface p-4 text-ink"
        data-mode={look === "dark" ? "dark" : undefined}
        dir={look === "rtl" ? "rtl" : undefined}
      >
        {children}
      </div>
    </figure>
  );
}
