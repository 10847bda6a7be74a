// The workshop section's two pages, as links (the messages section's pattern).
import { NavLink } from "react-router";
import { usePageT } from "../../i18n/use-page-t.ts";
import { workshopAdminMessages } from "./workshop-admin-messages.ts";

export function WorkshopTabs() {
  const t = usePageT(workshopAdminMessages);
  const tab = "rounded-control border px-3 py-1 font-semibold";
  return (
    <nav aria-label={t("tabs")} className="mb-4">
      <ul className="flex gap-2">
        {(
          [
            ["/admin/workshop", "tab.bookings"],
            ["/admin/workshop/calendar", "tab.calendar"],
          ] as const
        ).map(([to, label]) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `${tab} ${isActive ? "border-primary bg-primary text-on-primary" : "border-line"}`
              }
            >
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
