// Where a complaint stands and what staff may do next. A case is received when filed, then
// under inspection, then decided: approved with a remedy, or rejected with a reason. The law's
// order of remedies (konsumentköplagen 2022:260): repair or replacement first, then a price
// reduction or money back (hävning) when those fail or are unreasonable; the shopper asks for
// one, and staff decide. An approved remedy is carried out (repaired, replaced, refunded) and
// then the case is closed; a rejection may be closed at once.

export const COMPLAINT_STATUSES = ["received", "inspecting", "decided", "closed"] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const REMEDIES = ["repair", "replacement", "price_reduction", "refund"] as const;
export type Remedy = (typeof REMEDIES)[number];

export type Decision = Remedy | "rejected";

export const isComplaintStatus = (text: string): text is ComplaintStatus =>
  (COMPLAINT_STATUSES as readonly string[]).includes(text);

export const isRemedy = (text: string): text is Remedy =>
  (REMEDIES as readonly string[]).includes(text);

/** Remedies whose money goes back through the refunds (server/admin/refunds/). */
export const isMoneyRemedy = (
  remedy: Decision | undefined,
): remedy is "price_reduction" | "refund" => remedy === "price_reduction" || remedy === "refund";

export interface ComplaintFacts {
  status: ComplaintStatus;
  decision: Decision | undefined;
  remedyDone: boolean;
}

export type ComplaintStep = "inspect" | "decide" | "remedy_done" | "close";

/** Whether staff may take `step` now. */
export function canTake(step: ComplaintStep, facts: ComplaintFacts): boolean {
  switch (step) {
    case "inspect":
      return facts.status === "received";
    case "decide":
      return facts.status === "received" || facts.status === "inspecting";
    case "remedy_done":
      return (
        facts.status === "decided" &&
        facts.decision !== undefined &&
        facts.decision !== "rejected" &&
        !facts.remedyDone
      );
    case "close":
      // A rejection ends at once; an approval once its remedy is carried out.
      return facts.status === "decided" && (facts.decision === "rejected" || facts.remedyDone);
  }
}
