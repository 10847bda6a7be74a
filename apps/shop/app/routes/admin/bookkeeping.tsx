// /admin/bookkeeping (owners; staff get 403): choose a period, see what it books, and download
// its orders, refunds and fees as CSV or as an SIE 4 file (server/admin/books/). Choosing a
// period is a GET form: nothing changes, and the address can be bookmarked. The page's parts:
// app/admin/books/bookkeeping-*.
import { useLoaderData } from "react-router";
import { requireOwner } from "../../admin/admin-guard.server.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { bookkeepingMessages } from "../../admin/books/bookkeeping-messages.ts";
import { loadBookkeeping } from "../../admin/books/bookkeeping-page.server.ts";
import { BookkeepingPeriodForm } from "../../admin/books/bookkeeping-period-form.tsx";
import { BookkeepingPeriodSection } from "../../admin/books/bookkeeping-period-section.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { Route } from "./+types/bookkeeping";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => bookkeepingMessages[language].title);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOwner(context);
  return loadBookkeeping(context, new URL(request.url).searchParams);
}

export default function BookkeepingPage() {
  const t = usePageT(bookkeepingMessages);
  const view = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-4 max-w-prose">{t("intro")}</p>

      <BookkeepingPeriodForm view={view} />
      {view.ok && <BookkeepingPeriodSection view={view} />}
    </>
  );
}
