// The admin's sections, in the order the navigation lists them; owner-only ones are hidden from
// staff (and refused to them on the server: admin-guard.server.ts).
import type { AdminMessageKey } from "./admin-messages.ts";

export interface AdminSection {
  to: string;
  label: AdminMessageKey;
  ownerOnly: boolean;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: "/admin", label: "nav.overview", ownerOnly: false },
  { to: "/admin/orders", label: "nav.orders", ownerOnly: false },
  { to: "/admin/withdrawals", label: "nav.withdrawals", ownerOnly: false },
  { to: "/admin/complaints", label: "nav.complaints", ownerOnly: false },
  { to: "/admin/returns", label: "nav.returns", ownerOnly: false },
  { to: "/admin/workshop", label: "nav.workshop", ownerOnly: false },
  { to: "/admin/products", label: "nav.products", ownerOnly: false },
  { to: "/admin/reviews", label: "nav.reviews", ownerOnly: false },
  { to: "/admin/messages", label: "nav.messages", ownerOnly: false },
  { to: "/admin/customers", label: "nav.customers", ownerOnly: false },
  { to: "/admin/bookkeeping", label: "nav.bookkeeping", ownerOnly: true },
  { to: "/admin/staff", label: "nav.staff", ownerOnly: true },
  { to: "/admin/audit", label: "nav.audit", ownerOnly: true },
];
