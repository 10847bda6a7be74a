// The printable return label: clearly a demo (no carrier is asked for a real one), with the
// return number as text and as a barcode, the shop's address from the seller details, the sender
// (the order's delivery address), where the parcel is handed in, that the shop pays the postage,
// and what is in it. Styled to print on its own: the page has no shop frame around it.
import { Link } from "react-router";
import type { CompanyInfo } from "../../server/config.ts";
import type { ReturnView } from "../../server/returns/return-view.ts";
import type { Address } from "../../domain/checkout/address.ts";
import { returnDropOff } from "../../domain/returns/return-drop-offs.ts";
import { buttonClass } from "../components/button-styles.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { ReturnBarcode } from "./return-barcode.tsx";
import { returnsMessages } from "./returns-messages.ts";

export function ReturnLabel({
  ret,
  sender,
  company,
  orderLink,
}: {
  ret: ReturnView;
  sender: Address;
  company: Pick<CompanyInfo, "name" | "address">;
  orderLink: string | undefined;
}) {
  const t = usePageT(returnsMessages);
  const carrier = returnDropOff(ret.dropOff)?.carrier ?? ret.dropOff;
  return (
    <main id="main" className="mx-auto max-w-2xl space-y-4 p-6 text-ink">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-2xl font-bold">{t("label.title", { number: ret.number })}</h1>
        <button type="button" className={buttonClass("primary")} onClick={() => window.print()}>
          {t("label.print")}
        </button>
      </div>
      <p className="print:hidden">{t("label.steps")}</p>
      <article
        aria-label={t("label.title", { number: ret.number })}
        className="space-y-4 border-4 border-dashed border-ink bg-white p-6 text-black"
        data-testid="return-label"
      >
        <p className="border-2 border-black p-2 text-center font-bold uppercase">
          {t("label.demo")}
        </p>
        <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          <div>
            <h2 className="text-sm font-bold uppercase">{t("label.to")}</h2>
            <p className="text-lg font-bold">{company.name}</p>
            {company.address && <p>{company.address}</p>}
          </div>
          <div>
            <h2 className="text-sm font-bold uppercase">{t("label.from")}</h2>
            <p>{sender.name}</p>
            <p>{sender.street}</p>
            <p>
              {sender.postcode} {sender.city}
            </p>
          </div>
        </div>
        <ReturnBarcode value={ret.number} label={t("label.barcode", { number: ret.number })} />
        <p
          className="text-center font-mono text-xl font-bold tracking-widest"
          data-testid="return-number"
        >
          {ret.number}
        </p>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="font-bold">{t("label.return")}</dt>
          <dd>{ret.number}</dd>
          <dt className="font-bold">{t("label.order")}</dt>
          <dd>{ret.orderNumber}</dd>
          <dt className="font-bold">{t("label.dropOff")}</dt>
          <dd data-testid="return-drop-off">
            {t(`label.dropOff.${ret.dropOffKind}`, { carrier })}
          </dd>
        </dl>
        <p className="font-bold">{t("label.paid", { shop: company.name })}</p>
        <div>
          <h2 className="text-sm font-bold uppercase">{t("label.lines")}</h2>
          <ul className="list-disc ps-5">
            {ret.lines.map((line) => (
              <li key={line.lineNo}>
                {line.quantity} × {line.name}
                {line.variant ? ` (${line.variant})` : ""}
              </li>
            ))}
          </ul>
        </div>
      </article>
      {orderLink && (
        <p className="print:hidden">
          <Link className="underline" to={`/page/order_tracking?order=${orderLink}`}>
            {t("label.back")}
          </Link>
        </p>
      )}
    </main>
  );
}
