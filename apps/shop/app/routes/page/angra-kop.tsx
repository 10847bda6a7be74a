// /page/angra_kop (not in the spec): "Ångra köp", the withdrawal function a Swedish shop must
// offer from 19 June 2026 (market.md). Reachable from the footer and every order mail, without
// signing in: the buyer identifies the order (number and e-mail), chooses the whole order or
// some lines, confirms, and gets a receipt stating the date and time, on the page and by mail.
// Each step is a plain form post carrying what the earlier steps chose
// (app/orders/withdrawal-steps.server.ts).
import { keepRetryAfter } from "../../abuse/too-many.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { OrderLookupForm } from "../../orders/order-lookup-form.tsx";
import { WithdrawalChooseForm } from "../../orders/withdrawal-choose-form.tsx";
import { WithdrawalConfirmForm } from "../../orders/withdrawal-confirm-form.tsx";
import { WithdrawalReceipt } from "../../orders/withdrawal-receipt.tsx";
import type { WithdrawalStep } from "../../orders/withdrawal-step.ts";
import { loadWithdrawal, submitWithdrawal } from "../../orders/withdrawal-steps.server.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/angra-kop";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t("withdraw.title"), description: t("withdraw.description") }));

export const handle: ShopHandle = { indexable: false };

export const loader = ({ request, context }: Route.LoaderArgs) => loadWithdrawal(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  submitWithdrawal(request, context);

/** Past a limit the action answers 429 with Retry-After. */
export const headers = keepRetryAfter;

export default function WithdrawalPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const view: WithdrawalStep = actionData ?? loaderData;
  return (
    <>
      <PageHeader title={t("withdraw.title")} />
      <div className="container-page max-w-3xl space-y-6 py-8">
        {view.step === "find" && (
          <>
            <p>{t("withdraw.lead")}</p>
            <OrderLookupForm
              idPrefix="withdraw"
              submit="withdraw.find"
              intent="find"
              error={view.error}
              errorText={
                view.error && view.errorNumber
                  ? t(view.error, { number: view.errorNumber })
                  : undefined
              }
              values={view.values}
            />
          </>
        )}
        {view.step === "choose" && <WithdrawalChooseForm view={view} />}
        {view.step === "confirm" && <WithdrawalConfirmForm view={view} />}
        {view.step === "done" && <WithdrawalReceipt view={view} />}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
