// Who bought: e-mail, phone, billing address, the order's language (its mails') and whether
// they have an account.
import { AdminSection } from "../../components/admin-section.tsx";
import { showPostcode } from "../../../../domain/checkout/postcode.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { orderPageMessages } from "../order-page-messages.ts";
import type { OrderPageData } from "../order-page-data.ts";
import { Facts } from "./facts.tsx";

export function OrderCustomerSection({ order }: Pick<OrderPageData, "order">) {
  const t = usePageT(orderPageMessages);
  const { billing } = order;
  return (
    <AdminSection id="order-customer" heading={t("customer.heading")}>
      <Facts
        items={[
          [t("customer.email"), <a href={`mailto:${order.email}`}>{order.email}</a>],
          [t("customer.phone"), order.phone],
          [
            t("customer.billing"),
            `${billing.name}, ${billing.street}, ${showPostcode(billing.postcode)} ${billing.city}`,
          ],
          [t("customer.language"), t(order.language === "en" ? "language.en" : "language.se")],
          [t("customer.account"), t(order.userId ? "customer.hasAccount" : "customer.guest")],
        ]}
      />
    </AdminSection>
  );
}
