// The words of the mail a customer gets when money has gone back to them (refund-mail.ts), in
// Swedish and English. The greeting and the seller's section take their words from the other
// order mails (orders/order-mail-copy.ts).
const se = {
  subject: "Återbetalning för order {number}",
  title: "Vi har betalat tillbaka {amount}",
  lead: "Vi har betalat tillbaka {amount} för order {number} till samma betalsätt som du använde ({method}). Beroende på bank och kortutgivare kan det ta några bankdagar innan pengarna syns.",
  "because.lines": "Återbetalningen gäller varorna nedan.",
  "because.order": "Hela ordern är nu återbetald.",
  "because.cancel": "Vi har avbrutit ordern och betalat tillbaka det du betalade.",
  "because.withdrawal":
    "Vi har tagit emot varorna du skickade tillbaka när du ångrade köpet, och betalar nu tillbaka dem.",
  "because.complaint":
    "Återbetalningen gäller din reklamation: pengar tillbaka eller prisavdrag för varorna nedan.",
  priceReduction: "Prisavdrag",
  partsHeading: "Det här har vi betalat tillbaka",
  fees: "Frakt och avgift för betalsätt",
  total: "Totalt återbetalt",
  moms: "Varav moms",
  questions: "Har du frågor om återbetalningen? Svara på det här mejlet eller kontakta kundtjänst.",
};

export type RefundMailCopy = typeof se;

const en: RefundMailCopy = {
  subject: "Refund for order {number}",
  title: "We have refunded {amount}",
  lead: "We have refunded {amount} for order {number} to the payment method you used ({method}). Depending on your bank and card issuer it may take a few banking days before the money shows.",
  "because.lines": "The refund is for the items below.",
  "because.order": "The whole order has now been refunded.",
  "because.cancel": "We have cancelled the order and refunded what you paid.",
  "because.withdrawal":
    "We have received the goods you sent back when you withdrew from the purchase, and are refunding them now.",
  "because.complaint":
    "The refund is for your complaint: money back or a price reduction for the items below.",
  priceReduction: "Price reduction",
  partsHeading: "What we have refunded",
  fees: "Delivery and payment method fee",
  total: "Total refunded",
  moms: "Of which VAT (moms)",
  questions: "Questions about the refund? Reply to this email or contact customer service.",
};

export const REFUND_MAIL_COPY: Record<"se" | "en", RefundMailCopy> = { se, en };
