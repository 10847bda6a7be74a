// The admin's routes (README "Admin"), under one layout whose middleware lets staff in. Each
// section's pages are listed in its own block.
import { index, route } from "@react-router/dev/routes";

const page = (path: string, file: string) =>
  route(path, `routes/admin/${file}`, { caseSensitive: true });

export const adminRoutes = [
  route("admin", "routes/admin/admin-layout.tsx", { caseSensitive: true }, [
    // Overview
    index("routes/admin/overview.tsx"),
    // Bookkeeping (owners): the page and its two downloads
    page("bookkeeping", "bookkeeping.tsx"),
    page("bookkeeping/csv", "bookkeeping-csv.ts"),
    page("bookkeeping/sie", "bookkeeping-sie.ts"),
    // Refunds and withdrawals ("Ångra köp")
    page("withdrawals", "withdrawals.tsx"),
    // Complaints ("reklamation"): the cases, one case, a case's photo (staff only)
    page("complaints", "complaints.tsx"),
    page("complaints/:number", "complaint.tsx"),
    page("complaints/:number/photos/:photo", "complaint-photo.ts"),
    page("returns", "returns.tsx"),
    // The workshop: its bookings, and the calendar customers book from
    page("workshop", "workshop.tsx"),
    page("workshop/calendar", "workshop-calendar.tsx"),
    // Orders and fulfilment
    page("orders", "orders.tsx"),
    page("orders/:number", "order.tsx"),
    // Products, prices and stock
    page("products", "products.tsx"),
    page("products/new", "product-new.tsx"),
    page("products/:id", "product.tsx"),
    // Reviews, messages and customers
    page("reviews", "reviews.tsx"),
    page("messages", "messages.tsx"),
    page("messages/newsletter", "newsletter.tsx"),
    page("messages/newsletter/export", "newsletter-export.ts"),
    page("customers", "customers.tsx"),
    page("customers/:customer", "customer.tsx"),
    page("customers/:customer/export", "customer-export.ts"),
    // Staff and the change log (owners)
    page("staff", "staff.tsx"),
    page("audit", "audit.tsx"),
  ]),
];
