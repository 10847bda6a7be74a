// The receipt after a complaint is filed: its number, where the confirmation went, and the
// case's own link to follow it.
import { Link } from "react-router";
import { complaintCasePath } from "../../domain/complaints/complaint-path.ts";
import type { DoneStep } from "./complaint-step.ts";
import { useComplaintSay } from "./use-complaint-say.ts";

export function ComplaintReceipt({ view }: { view: DoneStep }) {
  const { own } = useComplaintSay();
  return (
    <section aria-labelledby="complaint-receipt" className="max-w-2xl space-y-4" role="status">
      <h2 id="complaint-receipt" className="text-xl font-semibold">
        {own("receiptTitle")}
      </h2>
      <p data-testid="complaint-number">
        {own("receiptText", { number: view.number, email: view.email })}
      </p>
      <p>
        <Link to={complaintCasePath(view.token)} className="font-semibold underline">
          {own("receiptLink")}
        </Link>
      </p>
      <p className="text-sm text-ink-muted">{own("receiptKeep")}</p>
    </section>
  );
}
