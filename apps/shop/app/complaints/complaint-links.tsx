// The ways to "Reklamera en vara" from an order: the tracking page's, and the dashboard's card of
// the shopper's complaints, each case linked to its own page.
import { Link } from "react-router";
import { COMPLAINT_PATH, complaintCasePath } from "../../domain/complaints/complaint-path.ts";
import type { ComplaintSummary } from "../../server/complaints/complaint-view.ts";
import { useComplaintSay } from "./use-complaint-say.ts";

/** On an order's tracking page: complain about its goods. */
export function ComplaintFromOrder({ orderLink }: { orderLink: string }) {
  const { own } = useComplaintSay();
  return (
    <p>
      {own("fromTracking")}{" "}
      <Link
        to={`${COMPLAINT_PATH}?order=${encodeURIComponent(orderLink)}`}
        className="font-semibold underline"
      >
        {own("fromTrackingLink")}
      </Link>
    </p>
  );
}

/** The dashboard's complaints: each case with its status, and the way to a new one. */
export function ComplaintCard({ complaints }: { complaints: ComplaintSummary[] }) {
  const { own } = useComplaintSay();
  return (
    <section
      aria-labelledby="dashboard-complaints"
      className="rounded-card border border-line p-5"
      data-testid="dashboard-complaints"
    >
      <h2 id="dashboard-complaints" className="text-lg font-semibold">
        {own("dashboardTitle")}
      </h2>
      <div className="mt-2 space-y-3 text-ink-muted">
        {complaints.length === 0 ? (
          <p>{own("dashboardEmpty")}</p>
        ) : (
          <ul className="divide-y divide-line">
            {complaints.map((complaint) => (
              <li key={complaint.id} className="flex flex-wrap justify-between gap-2 py-2 text-ink">
                <Link to={complaintCasePath(complaint.token)} className="font-semibold underline">
                  {own("dashboardCase", { number: complaint.number, order: complaint.orderNumber })}
                </Link>
                <span className="text-sm">{own(`status.${complaint.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={COMPLAINT_PATH} className="underline">
            {own("dashboardComplain")}
          </Link>
        </p>
      </div>
    </section>
  );
}

/** Beside an order in the dashboard's list: complain about its goods. */
export function ComplaintOrderLink({ number, orderLink }: { number: string; orderLink: string }) {
  const { own } = useComplaintSay();
  return (
    <Link
      to={`${COMPLAINT_PATH}?order=${encodeURIComponent(orderLink)}`}
      className="text-sm underline"
      aria-label={own("dashboardComplainOrder", { number })}
    >
      {own("dashboardComplain")}
    </Link>
  );
}
