// /admin/customers/:customer (the number of one of their orders): one customer (README "Admin" →
// "Customers") with their orders (linked to the order's page), reviews, contact messages and
// newsletter record; their data as a JSON download (./customer-export.ts); and, for owners,
// erasing their personal data: `?radera=1` shows what will happen and asks for a tick in a box,
// the POST erases (refused while an order still needs the details, or when anything changed
// since the plan was shown) and goes back to the customer list with what was done
// (app/admin/customers/erase-customer.server.ts).
import { data, Link, useLoaderData } from "react-router";
import { requireOwner, staffOf } from "../../admin/admin-guard.server.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { loadCustomerPage } from "../../admin/customers/customer-page.server.ts";
import { customersMessages } from "../../admin/customers/customers-messages.ts";
import { eraseCustomer } from "../../admin/customers/erase-customer.server.ts";
import { CustomerDetailsSection } from "../../admin/customers/sections/customer-details-section.tsx";
import { CustomerErasureSection } from "../../admin/customers/sections/customer-erasure-section.tsx";
import { CustomerExportSection } from "../../admin/customers/sections/customer-export-section.tsx";
import { CustomerMessagesSection } from "../../admin/customers/sections/customer-messages-section.tsx";
import { CustomerNewsletterSection } from "../../admin/customers/sections/customer-newsletter-section.tsx";
import { CustomerOrdersSection } from "../../admin/customers/sections/customer-orders-section.tsx";
import { CustomerReviewsSection } from "../../admin/customers/sections/customer-reviews-section.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { Route } from "./+types/customer";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => {
    const name = args.loaderData?.customer.name;
    return name
      ? customersMessages[language].customerTitle.replace("{name}", name)
      : customersMessages[language].title;
  });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  // The erasure's confirmation step is for owners alone: nobody else gets its plan.
  const erasing = new URL(request.url).searchParams.get("radera") === "1" && staff.role === "owner";
  const page = await loadCustomerPage(context, params.customer, { role: staff.role, erasing });
  if (!page) throw data({ reason: "not_found" }, { status: 404 });
  return page;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireOwner(context);
  return eraseCustomer(request, context, params.customer);
}

export default function CustomerPage() {
  const t = usePageT(customersMessages);
  const { role, customer, plan } = useLoaderData<typeof loader>();
  const path = `/admin/customers/${encodeURIComponent(customer.key)}`;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/customers" className="underline">
          {t("back")}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">
        {t("customerTitle", { name: customer.name || t("noName") })}
      </h1>

      <CustomerDetailsSection customer={customer} />
      <CustomerOrdersSection orders={customer.orders} />
      <CustomerReviewsSection kind={customer.kind} reviews={customer.reviews} />
      <CustomerMessagesSection messages={customer.messages} />
      <CustomerNewsletterSection newsletter={customer.newsletter} />
      <CustomerExportSection path={path} />
      <CustomerErasureSection role={role} plan={plan} path={path} />
    </>
  );
}
