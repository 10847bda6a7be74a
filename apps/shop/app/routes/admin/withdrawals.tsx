// /admin/withdrawals: every "Ångra köp" notice, those still waiting for their refund first (the
// earliest legal deadline first), with its lines, whether it came within the period, the refund
// deadline (14 days from the notice; shown in red, with words, when three days or less are left
// or it has passed) and where it stands. Staff confirm the goods are back (and put them back in
// stock), then refund the withdrawn lines; the customer is mailed once the provider confirms.
// The notices and their forms: app/admin/withdrawals/.
import { useLoaderData } from "react-router";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminPager, pageParam } from "../../admin/components/admin-pager.tsx";
import { withdrawalAction } from "../../admin/withdrawals/withdrawal-actions.server.ts";
import { WithdrawalCard } from "../../admin/withdrawals/withdrawal-card.tsx";
import { WithdrawalNotice } from "../../admin/withdrawals/withdrawal-notice.tsx";
import { loadWithdrawals } from "../../admin/withdrawals/withdrawals-page.server.ts";
import { withdrawalsMessages } from "../../admin/withdrawals/withdrawals-messages.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { Route } from "./+types/withdrawals";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => withdrawalsMessages[language].title);

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  return loadWithdrawals(context, pageParam(new URL(request.url)));
}

export async function action({ request, context }: Route.ActionArgs) {
  return withdrawalAction(request, context);
}

export default function WithdrawalsPage() {
  const t = usePageT(withdrawalsMessages);
  const { items, total, open, page, pages } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-2 max-w-prose">{t("intro")}</p>
      <p className="mb-4">{t("count", { open, total })}</p>
      <WithdrawalNotice />
      {items.length === 0 && <p>{t("empty")}</p>}
      <ul className="grid gap-4">
        {items.map((item) => (
          <WithdrawalCard key={item.id} item={item} />
        ))}
      </ul>
      <AdminPager page={page} pages={pages} />
    </>
  );
}
