// The order tracking page's returns: each return with where it stands and its label, and for a
// withdrawal that may still get a label, the way to make one.
import { Link } from "react-router";
import type { ReturnOffer } from "../../server/returns/returns.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { returnLabelUrl, returnPageUrl } from "./return-paths.ts";
import { ReturnStateText } from "./return-state-text.tsx";
import { returnsMessages } from "./returns-messages.ts";

export function OrderReturns({ orderLink, offers }: { orderLink: string; offers: ReturnOffer[] }) {
  const t = usePageT(returnsMessages);
  const shown = offers.filter((offer) => offer.return || offer.mayRequest);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="order-returns" className="space-y-3" data-testid="order-returns">
      <h2 id="order-returns" className="text-xl font-bold">
        {t("returns.title")}
      </h2>
      <ul className="space-y-2">
        {shown.map((offer) => (
          <li key={offer.withdrawalId} className="rounded-card border border-line p-4">
            {offer.return ? (
              <>
                <p className="font-semibold">
                  {t("returns.item", { number: offer.return.number })}
                </p>
                <p>
                  <ReturnStateText ret={offer.return} />
                </p>
                {offer.return.state === "label_created" && (
                  <Link className="underline" to={returnLabelUrl(offer.return.token)}>
                    {t("returns.printLabel", { number: offer.return.number })}
                  </Link>
                )}
              </>
            ) : (
              <>
                <p>{t("returns.offer")}</p>
                <Link className="underline" to={returnPageUrl(orderLink)}>
                  {t("returns.request")}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
