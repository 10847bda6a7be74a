// /page/reklamation/arende (not in the spec): a complaint's own page, opened by the link in its
// receipt and mails (or from the dashboard): its status, the decision and every step so far.
import { data } from "react-router";
import { complaintMessages } from "../../complaints/complaint-messages.ts";
import { ComplaintCase } from "../../complaints/complaint-case.tsx";
import { loadCase } from "../../complaints/complaint-case.server.ts";
import { useComplaintSay } from "../../complaints/use-complaint-say.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/reklamation-arende";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: complaintMessages[language].title,
    description: complaintMessages[language].caseDescription,
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await loadCase(request, context);
  // A link that opens no case is a 404, with the page saying what to do.
  return found ? found : data(null, { status: 404 });
}

export default function ComplaintCasePage({ loaderData }: Route.ComponentProps) {
  const { own } = useComplaintSay();
  return (
    <>
      <PageHeader
        title={loaderData ? own("caseTitle", { number: loaderData.number }) : own("title")}
      />
      <div className="container-page py-8">
        {loaderData ? (
          <ComplaintCase data={loaderData} />
        ) : (
          <p role="alert" className="max-w-2xl rounded-card border border-danger p-4">
            {own("caseMissing")}
          </p>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
