// The two lists under /admin/messages: the contact form's messages and the newsletter's
// sign-ups, as links (the current one marked for screen readers too).
import { NavLink } from "react-router";
import { usePageT } from "../../i18n/use-page-t.ts";
import { messagesMessages } from "./messages-messages.ts";

export function MessagesTabs() {
  const t = usePageT(messagesMessages);
  const tabs = [
    ["/admin/messages", t("tab.contact")],
    ["/admin/messages/newsletter", t("tab.newsletter")],
  ] as const;
  return (
    <nav aria-label={t("tabs")} className="mb-4 border-b border-line">
      <ul className="flex gap-2">
        {tabs.map(([to, label]) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className="block rounded-t-control px-3 py-2 underline-offset-4 hover:underline aria-[current=page]:border-b-4 aria-[current=page]:border-primary aria-[current=page]:font-bold"
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
