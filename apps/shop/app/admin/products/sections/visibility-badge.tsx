// "Publicerad" or "Dold", in words (never colour alone).
import { usePageT } from "../../../i18n/use-page-t.ts";
import { productMessages } from "../product-messages.ts";

export function VisibilityBadge({ published }: { published: boolean }) {
  const t = usePageT(productMessages);
  return (
    <span
      className={`rounded-control border px-2 py-0.5 text-sm font-semibold ${
        published ? "border-success text-success" : "border-ink text-ink"
      }`}
    >
      {t(published ? "status.published" : "status.hidden")}
    </span>
  );
}
