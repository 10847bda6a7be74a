// The words of the complaint mails (complaint-mails.ts), in Swedish and English. The final
// answer (a rejection, or an approved remedy carried out) names Allmänna reklamationsnämnden
// (ARN) with its address and website, and says the shop follows its recommendations.
const se = {
  "subject.received": "Vi har tagit emot din reklamation {number}",
  "subject.inspecting": "Vi undersöker din reklamation {number}",
  "subject.approved": "Beslut om din reklamation {number}: godkänd",
  "subject.rejected": "Beslut om din reklamation {number}",
  "subject.remedy_done": "Din reklamation {number} är åtgärdad",
  "subject.closed": "Din reklamation {number} är avslutad",
  "title.received": "Reklamation {number} är mottagen",
  "title.inspecting": "Vi undersöker reklamation {number}",
  "title.approved": "Vi godkänner reklamation {number}",
  "title.rejected": "Vi kan inte godkänna reklamation {number}",
  "title.remedy_done": "Reklamation {number} är åtgärdad",
  "title.closed": "Reklamation {number} är avslutad",
  "lead.received":
    "Vi har tagit emot din reklamation av varor från order {order} den {when}. Vi återkommer så snart vi har tittat på den; du kan när som helst följa ärendet via länken nedan.",
  "lead.inspecting":
    "Vi undersöker nu felet du beskrev. Om vi behöver varan skickar vi instruktioner och fraktsedel; fel som visar sig inom två år från leveransen räknas som ursprungliga om vi inte kan visa något annat.",
  "lead.approved": "Vi har godkänt din reklamation. Så här åtgärdar vi felet: {remedy}.",
  "lead.rejected": "Vi har gått igenom din reklamation och kan tyvärr inte godkänna den.",
  "lead.remedy_done": "Vi har nu åtgärdat felet: {remedy}.",
  "lead.closed": "Ärendet är avslutat. Tack för att du hörde av dig.",
  reasonHeading: "Skäl",
  noteHeading: "Meddelande från oss",
  linesHeading: "Reklamerade varor",
  caseHeading: "Ditt ärende",
  caseLink: "Visa reklamationen",
  arnHeading: "Om du inte är nöjd",
  arnText:
    "Du kan vända dig till Allmänna reklamationsnämnden (ARN), Box 174, 101 23 Stockholm, www.arn.se. Kretsbutiken följer ARN:s rekommendationer.",
  "remedy.repair": "reparation",
  "remedy.replacement": "ny vara (omleverans)",
  "remedy.price_reduction": "prisavdrag",
  "remedy.refund": "pengarna tillbaka (hävning)",
};

export type ComplaintMailCopy = typeof se;

const en: ComplaintMailCopy = {
  "subject.received": "We have received your complaint {number}",
  "subject.inspecting": "We are inspecting your complaint {number}",
  "subject.approved": "Decision on your complaint {number}: approved",
  "subject.rejected": "Decision on your complaint {number}",
  "subject.remedy_done": "Your complaint {number} has been remedied",
  "subject.closed": "Your complaint {number} is closed",
  "title.received": "Complaint {number} received",
  "title.inspecting": "We are inspecting complaint {number}",
  "title.approved": "We approve complaint {number}",
  "title.rejected": "We cannot approve complaint {number}",
  "title.remedy_done": "Complaint {number} remedied",
  "title.closed": "Complaint {number} closed",
  "lead.received":
    "We received your complaint about goods from order {order} on {when}. We will get back to you once we have looked at it; you can follow the case at any time through the link below.",
  "lead.inspecting":
    "We are now inspecting the fault you described. If we need the item we will send instructions and a shipping label; a fault that shows within two years of delivery counts as present at delivery unless we can show otherwise.",
  "lead.approved":
    "We have approved your complaint. This is how we will remedy the fault: {remedy}.",
  "lead.rejected": "We have looked at your complaint and are sorry that we cannot approve it.",
  "lead.remedy_done": "We have now remedied the fault: {remedy}.",
  "lead.closed": "The case is closed. Thank you for getting in touch.",
  reasonHeading: "Reason",
  noteHeading: "Our message",
  linesHeading: "Items complained about",
  caseHeading: "Your case",
  caseLink: "View the complaint",
  arnHeading: "If you are not satisfied",
  arnText:
    "You can turn to the National Board for Consumer Disputes (Allmänna reklamationsnämnden, ARN), Box 174, 101 23 Stockholm, Sweden, www.arn.se. Kretsbutiken follows ARN's recommendations.",
  "remedy.repair": "repair",
  "remedy.replacement": "a replacement",
  "remedy.price_reduction": "a price reduction",
  "remedy.refund": "your money back (cancellation of the purchase)",
};

export const COMPLAINT_MAIL_COPY: Record<"se" | "en", ComplaintMailCopy> = { se, en };
