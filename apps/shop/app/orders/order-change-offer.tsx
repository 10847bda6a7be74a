// On an order's page: what a change of its e-mail or delivery address just did, and for the
// signed-in buyer of an order that still allows one, the way to the change (routes/page/
// order-change.tsx).
import { Link } from "react-router";
import { usePageT } from "../i18n/use-page-t.ts";
import { contactChangeMessages } from "./contact-change-messages.ts";
import { orderChangeUrl, type ChangeDone } from "./contact-change-paths.ts";

const DONE: readonly ChangeDone[] = ["email", "address", "unchanged"];

/** The `changed` query parameter the change leads back with, when it is one. */
export function changeDoneOf(value: string | null): ChangeDone | null {
  return DONE.find((done) => done === value) ?? null;
}

export function OrderChangeOffer({
  orderLink,
  email,
  offered,
  done,
}: {
  orderLink: string;
  email: string;
  offered: boolean;
  done: ChangeDone | null | undefined;
}) {
  const t = usePageT(contactChangeMessages);
  const said = {
    email: t("change.doneEmail", { email }),
    address: t("change.doneAddress"),
    unchanged: t("change.unchanged"),
  };
  if (!done && !offered) return null;
  return (
    <div className="space-y-3">
      {done && (
        <p
          role="status"
          className="rounded-card border border-line p-4 font-semibold"
          data-testid="order-change-done"
        >
          {said[done]}
        </p>
      )}
      {offered && (
        <p>
          <Link
            to={orderChangeUrl(orderLink)}
            className="underline"
            data-testid="order-change-link"
          >
            {t("change.link")}
          </Link>
        </p>
      )}
    </div>
  );
}

/** The dashboard's way to the change for one of its orders, named by the order for a reader. */
export function DashboardChangeLink({ number, orderLink }: { number: string; orderLink: string }) {
  const t = usePageT(contactChangeMessages);
  return (
    <Link to={orderChangeUrl(orderLink)} className="w-full text-sm underline">
      {t("change.link")}
      <span className="sr-only"> {t("change.linkFor", { number })}</span>
    </Link>
  );
}
