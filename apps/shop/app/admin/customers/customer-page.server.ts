// The loader's work for a customer's admin page (routes/admin/customer.tsx): the customer by the
// number of one of their orders, their reviews named by product, and the erasure's plan when
// the page asks for it. Undefined for a customer the shop does not know.
import type { RouterContextProvider } from "react-router";
import { preferencesContext } from "../../context/preferences-context.ts";
import { servicesContext } from "../../context/services-context.ts";
import type { StaffRole } from "../../../domain/admin/staff-roles.ts";
import type { CustomerPageData } from "./customer-page-data.ts";

export async function loadCustomerPage(
  context: Readonly<RouterContextProvider>,
  key: string,
  { role, erasing }: { role: StaffRole; erasing: boolean },
): Promise<CustomerPageData | undefined> {
  const services = context.get(servicesContext);
  const customer = await services.admin.customers.find(key);
  if (!customer) return undefined;
  const { language } = context.get(preferencesContext);
  const [plan, products] = await Promise.all([
    erasing ? services.admin.erasure.plan(customer.key) : undefined,
    services.catalogue.byIds([...new Set(customer.reviews.map((review) => review.productId))]),
  ]);
  const names = new Map(products.map((product) => [product.id, product.name[language]]));
  return {
    role,
    customer: {
      ...customer,
      reviews: customer.reviews.map((review) => ({
        id: review.id,
        productId: review.productId,
        product: names.get(review.productId) ?? `#${review.productId}`,
        stars: review.stars,
        title: review.title,
        status: review.status,
      })),
    },
    plan,
  };
}
