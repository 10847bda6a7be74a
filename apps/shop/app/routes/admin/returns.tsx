// /admin/returns: the returns shoppers made a label for after "Ångra köp" (README "Admin" →
// "Returns"), those on their way first. Staff register a return's goods as received, line by
// line with their condition, which refunds the withdrawal and mails the customer; the change
// log keeps who did it. The cards and their form: app/admin/returns/.
import { useLoaderData } from "react-router";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminPager, pageParam } from "../../admin/components/admin-pager.tsx";
import { returnAction } from "../../admin/returns/return-actions.server.ts";
import { ReturnCard } from "../../admin/returns/return-card.tsx";
import { ReturnNotice } from "../../admin/returns/return-notice.tsx";
import { loadReturns } from "../../admin/returns/returns-page.server.ts";
import { adminReturnsMessages } from "../../admin/returns/returns-messages.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { Route } from "./+types/returns";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => adminReturnsMessages[language].title);

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  return loadReturns(context, pageParam(new URL(request.url)));
}

export async function action({ request, context }: Route.ActionArgs) {
  return returnAction(request, context);
}

export default function ReturnsPage() {
  const t = usePageT(adminReturnsMessages);
  const { items, total, open, page, pages } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-2 max-w-prose">{t("intro")}</p>
      <p className="mb-4">{t("count", { open, total })}</p>
      <ReturnNotice />
      {items.length === 0 && <p>{t("empty")}</p>}
      <ul className="grid gap-4">
        {items.map((item) => (
          <ReturnCard key={item.id} item={item} />
        ))}
      </ul>
      <AdminPager page={page} pages={pages} />
    </>
  );
}
