// /page/checkout (spec §2): the cart to an order. Server-rendered and a plain form post, so it
// works without JavaScript; the server prices, checks and places the order, then sends the
// browser to the payment provider (app/checkout/checkout.server.ts).
import { Link } from "react-router";
import { keepRetryAfter } from "../../abuse/too-many.ts";
import { CheckoutForm } from "../../checkout/checkout-form.tsx";
import { loadCheckout, submitCheckout } from "../../checkout/checkout.server.ts";
import type { CartProblem } from "../../checkout/price-cart.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { Price } from "../../components/price.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT, type Translate } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.checkout.title"),
    description: t("page.checkout.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export const loader = ({ request, context }: Route.LoaderArgs) => loadCheckout(request, context);

export const action = ({ request, context }: Route.ActionArgs) => submitCheckout(request, context);

/** Past the submission limit the action answers 429 with Retry-After. */
export const headers = keepRetryAfter;

function problemText(problem: CartProblem, t: Translate, language: "se" | "en"): string {
  switch (problem.kind) {
    case "gone":
      return t("checkout.problem.gone");
    case "soldOut":
      return t("checkout.problem.soldOut", { name: problem.name[language] });
    case "clamped":
      return t("checkout.problem.clamped", {
        name: problem.name[language],
        count: problem.quantity,
      });
  }
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const state = actionData ?? loaderData;
  const messages = state.problems.map((problem) => problemText(problem, t, language));
  return (
    <>
      <PageHeader title={t("page.checkout.title")} />
      <div className="container-page py-8">
        {(messages.length > 0 || state.notice) && (
          <div
            role="alert"
            className="mb-6 rounded-card border border-danger p-4"
            data-testid="checkout-notice"
          >
            {state.notice && (
              <p className="font-semibold">
                {state.notice.text ?? t(state.notice.key, { minutes: state.notice.minutes ?? 1 })}
                {state.notice.amount !== undefined && (
                  <>
                    {" "}
                    <Price ore={state.notice.amount} />
                  </>
                )}
              </p>
            )}
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        {state.lines.length === 0 ? (
          <EmptyState title={t("checkout.emptyTitle")}>
            <p>{t("checkout.emptyText")}</p>
            <p>
              <Link to="/" className={buttonClass("primary")}>
                {t("checkout.toShop")}
              </Link>
            </p>
          </EmptyState>
        ) : (
          <>
            <p className="mb-6 max-w-2xl">
              {state.signedInEmail
                ? `${t("checkout.signedInAs", { email: state.signedInEmail })} `
                : ""}
              {t("checkout.lead")}{" "}
              <Link to="/page/cart" className="underline">
                {t("checkout.toCart")}
              </Link>
            </p>
            <CheckoutForm key={state.attempt} state={state} />
          </>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
