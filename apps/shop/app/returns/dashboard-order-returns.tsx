// The returns of one order on the dashboard, under the order: each with where it stands and,
// while the parcel is on its way, the link to print its label again.
import { Link } from "react-router";
import type { ReturnView } from "../../server/returns/return-view.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { returnLabelUrl } from "./return-paths.ts";
import { ReturnStateText } from "./return-state-text.tsx";
import { returnsMessages } from "./returns-messages.ts";

export function DashboardOrderReturns({ returns }: { returns: readonly ReturnView[] }) {
  const t = usePageT(returnsMessages);
  if (returns.length === 0) return null;
  return (
    <ul className="w-full space-y-1 ps-4 text-sm" data-testid="dashboard-returns">
      {returns.map((ret) => (
        <li key={ret.id}>
          {t("returns.item", { number: ret.number })} · <ReturnStateText ret={ret} />
          {ret.state === "label_created" && (
            <>
              {" · "}
              <Link className="underline" to={returnLabelUrl(ret.token)}>
                {t("returns.printLabel", { number: ret.number })}
              </Link>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
