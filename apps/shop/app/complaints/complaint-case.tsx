// The shopper's view of a complaint: its number, order, status, the decision (with the reason
// for a rejection), the refund when money went back, the items, the description, the photos
// and every step so far. Once the answer is final (a rejection, a remedy carried out, or the
// case closed) the page names ARN, as the final mail does.
import { Price } from "../components/price.tsx";
import { useLanguage } from "../root-data.ts";
import type { CaseData } from "./complaint-case.server.ts";
import type { ComplaintMessageKey } from "./complaint-messages.ts";
import { useComplaintSay } from "./use-complaint-say.ts";

const FINAL_EVENTS = ["rejected", "remedy_done", "closed"];

export function ComplaintCase({ data }: { data: CaseData }) {
  const { own } = useComplaintSay();
  const language = useLanguage();
  const date = (iso: string, withTime = false) =>
    new Intl.DateTimeFormat(language === "se" ? "sv-SE" : "en-GB", {
      timeZone: "Europe/Stockholm",
      dateStyle: "long",
      ...(withTime && { timeStyle: "short" }),
    }).format(new Date(iso));
  const final = data.events.some((event) => FINAL_EVENTS.includes(event.kind));
  return (
    <div className="max-w-2xl space-y-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{own("caseOrder")}</dt>
        <dd>{data.orderNumber}</dd>
        <dt className="font-semibold">{own("caseFiled")}</dt>
        <dd>{date(data.createdAt, true)}</dd>
        <dt className="font-semibold">{own("caseRemedyAsked")}</dt>
        <dd>{own(`remedy.${data.remedy}`)}</dd>
        <dt className="font-semibold">{own("caseStatus")}</dt>
        <dd data-testid="complaint-status">{own(`status.${data.status}`)}</dd>
      </dl>
      {data.decision && (
        <section aria-labelledby="case-decision" className="rounded-card border border-line p-4">
          <h2 id="case-decision" className="text-lg font-semibold">
            {own("caseDecision")}
          </h2>
          <p data-testid="complaint-decision">{own(`decision.${data.decision}`)}</p>
          {data.decisionNote && <p>{own("decisionReason", { note: data.decisionNote })}</p>}
          {data.refund && (
            <p>
              {own("caseRefund", { amount: "" })}
              <Price ore={data.refund.amount} />
            </p>
          )}
        </section>
      )}
      {final && (
        <section aria-labelledby="case-arn" className="rounded-card bg-surface-muted p-4">
          <h2 id="case-arn" className="text-lg font-semibold">
            {own("arnHeading")}
          </h2>
          <p data-testid="complaint-arn">{own("arnText")}</p>
        </section>
      )}
      <section aria-labelledby="case-lines">
        <h2 id="case-lines" className="text-lg font-semibold">
          {own("caseLines")}
        </h2>
        <ul className="list-disc pl-6">
          {data.lines.map((line) => (
            <li key={line.lineNo}>
              {own("caseLine", {
                quantity: line.quantity,
                name: line.variant ? `${line.name} (${line.variant})` : line.name,
              })}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="case-description">
        <h2 id="case-description" className="text-lg font-semibold">
          {own("caseDescriptionHeading")}
        </h2>
        <p className="whitespace-pre-line">{data.description}</p>
        <p className="text-sm text-ink-muted">
          {own("caseNoticed", { date: date(`${data.noticedOn}T12:00:00Z`) })}
        </p>
      </section>
      {data.photoIds.length > 0 && (
        <section aria-labelledby="case-photos">
          <h2 id="case-photos" className="text-lg font-semibold">
            {own("casePhotos")}
          </h2>
          <ul className="flex flex-wrap gap-3">
            {data.photoIds.map((id, index) => (
              <li key={id}>
                <img
                  src={`/page/reklamation/foto?case=${encodeURIComponent(data.token)}&photo=${id}`}
                  alt={own("casePhoto", { n: index + 1 })}
                  width={160}
                  height={160}
                  className="h-40 w-40 rounded-card border border-line object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="case-history">
        <h2 id="case-history" className="text-lg font-semibold">
          {own("caseHistory")}
        </h2>
        <ol className="space-y-1">
          {data.events.map((event, index) => (
            <li key={index}>
              <span className="text-ink-muted">{date(event.at, true)}</span> ·{" "}
              {own(`event.${event.kind}` as ComplaintMessageKey)}
              {event.note && event.kind === "remedy_done" ? ` – ${event.note}` : ""}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
