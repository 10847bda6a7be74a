// The words of the mail a customer gets when their order is shipped (shipped-mail.ts), in
// Swedish and English. The sections it shares with the other order mails take their words from
// order-mail-copy.ts.
const se = {
  subject: "Din order {number} är skickad",
  title: "Order {number} är på väg",
  lead: "Vi har packat och skickat order {number} med {carrier}. Du kan följa paketet med spårningslänken nedan.",
  trackingHeading: "Följ paketet",
  carrier: "Fraktbolag",
  trackingNumber: "Spårningsnummer",
  carrierLink: "Följ paketet hos {carrier}",
  orderLink: "Se ordern hos Kretsbutiken",
  linesHeading: "I paketet",
};

export type ShippedMailCopy = typeof se;

const en: ShippedMailCopy = {
  subject: "Your order {number} has been sent",
  title: "Order {number} is on its way",
  lead: "We have packed order {number} and sent it with {carrier}. You can follow the parcel with the tracking link below.",
  trackingHeading: "Follow the parcel",
  carrier: "Carrier",
  trackingNumber: "Tracking number",
  carrierLink: "Follow the parcel at {carrier}",
  orderLink: "See the order at Kretsbutiken",
  linesHeading: "In the parcel",
};

export const SHIPPED_MAIL_COPY: Record<"se" | "en", ShippedMailCopy> = { se, en };
