// element_deal_banner: this week's real deal as a banner, and the same banner near its end,
// after it, and the page a week without a deal shows. The times are the deal's own and the
// server's clock, moved for the states that lie ahead.
import { DealBanner } from "../../deal/deal-banner.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { useT } from "../../i18n/use-t.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { galleryMessages } from "../gallery-messages.ts";
import type { GalleryData } from "../gallery-data.ts";
import { GallerySection, Specimen } from "../specimen.tsx";

const HOUR = 60 * 60 * 1000;

export function DealElements({ data }: { data: GalleryData }) {
  const t = useT();
  const g = usePageT(galleryMessages);
  const { deal } = data;
  const at = (offset: number) => deal && new Date(deal.now + offset).toISOString();
  return (
    <>
      {deal && (
        <GallerySection title={t("page.deal.title")}>
          <Specimen label={g("gallery.deal.running")} wide>
            <DealBanner deal={deal} />
          </Specimen>
          <Specimen label={g("gallery.deal.running")} look="dark" wide>
            <DealBanner deal={deal} />
          </Specimen>
          <Specimen label={g("gallery.deal.running")} look="rtl" wide>
            <DealBanner deal={deal} />
          </Specimen>
          <Specimen label={g("gallery.deal.endingSoon")} wide>
            <DealBanner deal={{ ...deal, endsAt: at(3 * HOUR) ?? deal.endsAt }} />
          </Specimen>
          <Specimen label={g("gallery.deal.ended")} wide>
            <DealBanner deal={{ ...deal, endsAt: at(-HOUR) ?? deal.endsAt }} />
          </Specimen>
        </GallerySection>
      )}
      <GallerySection title={g("gallery.deal.none")}>
        <Specimen label={g("gallery.deal.none")} wide>
          <EmptyState title={t("page.deal.emptyTitle")}>
            <p>{t("page.deal.emptyText")}</p>
          </EmptyState>
        </Specimen>
      </GallerySection>
    </>
  );
}
