// An order's lines with their prices and moms, then the fees and the total, in kronor.
import { formatSek } from "../../../../domain/admin-format.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useLanguage } from "../../../root-data.ts";
import { orderPageMessages } from "../order-page-messages.ts";
import type { OrderPageData } from "../order-page-data.ts";
import { AdminTableScroll } from "../../components/admin-table-scroll.tsx";
import { AdminSection } from "../../components/admin-section.tsx";

export function OrderLinesSection({ order }: Pick<OrderPageData, "order">) {
  const t = usePageT(orderPageMessages);
  const language = useLanguage();
  const sek = (ore: number) => formatSek(ore, language);
  const sums: [string, number][] = [
    [t("lines.goods"), order.linesTotal],
    [t("lines.deliveryFee"), order.deliveryFee],
    ...(order.paymentFee > 0
      ? [[t("lines.paymentFee"), order.paymentFee] as [string, number]]
      : []),
  ];
  return (
    <AdminSection id="order-lines" heading={t("lines.heading")} wide>
      <AdminTableScroll label={t("lines.caption")}>
        <table className="w-full text-start" data-testid="admin-order-lines">
          <caption className="sr-only">{t("lines.caption")}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="p-2 text-start">
                {t("lines.product")}
              </th>
              <th scope="col" className="p-2 text-end">
                {t("lines.quantity")}
              </th>
              <th scope="col" className="p-2 text-end">
                {t("lines.unitPrice")}
              </th>
              <th scope="col" className="p-2 text-end">
                {t("lines.moms")}
              </th>
              <th scope="col" className="p-2 text-end">
                {t("lines.total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.lineNo} className="border-b border-line">
                <th scope="row" className="p-2 text-start font-normal">
                  {line.name}
                  {line.variant && (
                    <span className="block text-sm text-ink-muted">{line.variant}</span>
                  )}
                </th>
                <td className="p-2 text-end">{line.quantity}</td>
                <td className="p-2 text-end whitespace-nowrap">{sek(line.unitPrice)}</td>
                <td className="p-2 text-end whitespace-nowrap">
                  {line.momsRate} % · {sek(line.lineMoms)}
                </td>
                <td className="p-2 text-end whitespace-nowrap">{sek(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {sums.map(([label, ore]) => (
              <tr key={label}>
                <th scope="row" colSpan={4} className="p-2 text-end font-normal">
                  {label}
                </th>
                <td className="p-2 text-end whitespace-nowrap">{sek(ore)}</td>
              </tr>
            ))}
            <tr className="font-bold">
              <th scope="row" colSpan={4} className="p-2 text-end">
                {t("lines.orderTotal")}
              </th>
              <td className="p-2 text-end whitespace-nowrap">{sek(order.total)}</td>
            </tr>
            <tr className="text-sm text-ink-muted">
              <th scope="row" colSpan={4} className="p-2 text-end font-normal">
                {t("lines.orderMoms")}
              </th>
              <td className="p-2 text-end whitespace-nowrap">{sek(order.moms)}</td>
            </tr>
          </tfoot>
        </table>
      </AdminTableScroll>
    </AdminSection>
  );
}
