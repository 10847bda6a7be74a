// /payment/cancel, /payment/callback and /payment/complete (spec §2). The payment round
// trip comes with the checkout issue; until then no payment exists to report on.
import { useLocation } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import type { MessageKey } from "../../i18n/messages.ts";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/payment-status";

const TITLES: Record<string, MessageKey> = {
  cancel: "page.payment.cancel.title",
  callback: "page.payment.callback.title",
  complete: "page.payment.complete.title",
};

const titleKey = (pathname: string): MessageKey =>
  TITLES[pathname.split("/")[2] ?? ""] ?? "page.payment.complete.title";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t(titleKey(args.location.pathname)),
    description: t("page.payment.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export default function PaymentStatus() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={t(titleKey(pathname))} />
      <EmptyState title={t("page.payment.emptyTitle")}>
        <p>{t("page.payment.emptyText")}</p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
