// The mails of a complaint, one for each step (received, inspecting, the decision, the remedy
// carried out, closed), in the order frame's language and shape (orders/order-mail-frame.ts),
// each with the case's own link. The final answers, a rejection and a remedy carried out (and
// the closing), name ARN (market.md "Right of withdrawal").
import type { Remedy } from "../../domain/complaints/complaint-state.ts";
import { complaintCasePath } from "../../domain/complaints/complaint-path.ts";
import type { CompanyInfo } from "../config.ts";
import type { ShopMail } from "../mail/shop-mailer.ts";
import { fill, orderMail, sellerSection, type Section } from "../orders/order-mail-frame.ts";
import type { OrderView } from "../orders/order-view.ts";
import { COMPLAINT_MAIL_COPY } from "./complaint-mail-copy.ts";
import type { ComplaintView } from "./complaint-view.ts";

export type ComplaintMailKind =
  "received" | "inspecting" | "approved" | "rejected" | "remedy_done" | "closed";

/** The mails that end the case, or may: they name ARN. */
const FINAL: readonly ComplaintMailKind[] = ["rejected", "remedy_done", "closed"];

const stockholmTime = (iso: string, language: "se" | "en") =>
  new Intl.DateTimeFormat(language === "se" ? "sv-SE" : "en-GB", {
    timeZone: "Europe/Stockholm",
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(iso));

export function complaintMail(
  kind: ComplaintMailKind,
  complaint: ComplaintView,
  order: OrderView,
  options: { company: CompanyInfo; origin: string; token?: string },
): ShopMail {
  return orderMail(order, (language, copy) => {
    const words = COMPLAINT_MAIL_COPY[language];
    const values = {
      number: complaint.number,
      order: order.number,
      when: stockholmTime(complaint.createdAt, language),
      remedy: words[`remedy.${(complaint.decision ?? complaint.remedy) as Remedy}`] ?? "",
    };
    const sections: Section[] = [];
    if (kind === "received") {
      sections.push({
        heading: words.linesHeading,
        lines: complaint.lines.map(
          (line) =>
            `${line.quantity} × ${line.variant ? `${line.name} (${line.variant})` : line.name}`,
        ),
      });
    }
    if (complaint.decisionNote && (kind === "approved" || kind === "rejected")) {
      sections.push({
        heading: kind === "rejected" ? words.reasonHeading : words.noteHeading,
        lines: [complaint.decisionNote],
      });
    }
    if (options.token) {
      sections.push({
        heading: words.caseHeading,
        lines: [],
        links: [
          { text: words.caseLink, href: `${options.origin}${complaintCasePath(options.token)}` },
        ],
      });
    }
    if (FINAL.includes(kind)) sections.push({ heading: words.arnHeading, lines: [words.arnText] });
    sections.push(sellerSection(options.company, options.origin, copy));
    return {
      subject: fill(words[`subject.${kind}`], values),
      title: fill(words[`title.${kind}`], values),
      lead: [fill(words[`lead.${kind}`], values)],
      sections,
    };
  });
}
