// /page/reklamation (not in the spec): "Reklamera en vara", a complaint under konsumentköplagen
// (2022:260, market.md). Reachable from order tracking, the dashboard's orders and the footer's
// terms, without signing in: the order comes by its link, or by number and e-mail; the form is
// a plain multipart post (app/complaints/complaint-steps.server.ts); the receipt gives the
// case's number and its own link (/page/reklamation/arende).
import { keepRetryAfter } from "../../abuse/too-many.ts";
import { ComplaintForm } from "../../complaints/complaint-form.tsx";
import { complaintMessages } from "../../complaints/complaint-messages.ts";
import { ComplaintProblem, formStillOpen } from "../../complaints/complaint-problem.tsx";
import { ComplaintReceipt } from "../../complaints/complaint-receipt.tsx";
import type { ComplaintStep } from "../../complaints/complaint-step.ts";
import { loadComplaint, submitComplaint } from "../../complaints/complaint-steps.server.ts";
import { useComplaintSay } from "../../complaints/use-complaint-say.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { OrderLookupForm } from "../../orders/order-lookup-form.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/reklamation";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: complaintMessages[language].title,
    description: complaintMessages[language].description,
  }));

export const handle: ShopHandle = { indexable: false };

export const loader = ({ request, context }: Route.LoaderArgs) => loadComplaint(request, context);

export const action = ({ request, context }: Route.ActionArgs) => submitComplaint(request, context);

/** Past a limit the action answers 429 with Retry-After. */
export const headers = keepRetryAfter;

export default function ComplaintPage({ loaderData, actionData }: Route.ComponentProps) {
  const { own } = useComplaintSay();
  const view: ComplaintStep = actionData ?? loaderData;
  return (
    <>
      <PageHeader title={own("title")} />
      <div className="container-page max-w-3xl space-y-6 py-8">
        {view.step !== "done" && <p className="max-w-2xl">{own("lead")}</p>}
        {view.step === "find" && (
          <>
            <p>{own("findLead")}</p>
            <OrderLookupForm
              idPrefix="complaint-find"
              submit="withdraw.find"
              intent="find"
              error={view.error}
              values={view.values}
            />
          </>
        )}
        {view.step === "form" && (
          <>
            <ComplaintProblem view={view} />
            {formStillOpen(view) && <ComplaintForm view={view} />}
          </>
        )}
        {view.step === "done" && <ComplaintReceipt view={view} />}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
