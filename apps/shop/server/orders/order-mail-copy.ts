// The words of the order mails (order-mails.ts), in Swedish and English, among them those
// every order mail shares (order-mail-frame.ts: the greeting, the delivery, withdrawal, terms
// and seller sections).
const se = {
  confirmationSubject: "Orderbekräftelse {number} från Kretsbutiken",
  confirmationTitle: "Tack för din beställning, {number}",
  greeting: "Hej {name}!",
  testOrderSubject: "TESTORDER – {subject}",
  testOrderNote:
    "Det här är en testorder: den betalades med butikens inbyggda testbetalning, inga riktiga pengar har dragits och inget skickas.",
  confirmationLead:
    "Vi har fått betalt för order {number} och börjar packa. Du får ett nytt mejl när paketet har skickats.",
  linesHeading: "Det här har du köpt",
  totalsHeading: "Att betala",
  goods: "Varor",
  delivery: "Frakt",
  paymentFee: "Avgift för betalsätt",
  total: "Totalt",
  moms: "Varav moms",
  paidWith: "Betalsätt",
  deliveryHeading: "Leverans",
  deliveryBy: "Levereras med",
  pickupPoint: "Utlämningsställe",
  trackingHeading: "Följ din order",
  trackingText: "Du ser var ordern är utan att logga in.",
  trackingLink: "Spåra ordern",
  reviewHeading: "Vad tycker du?",
  reviewText: "När du har hunnit använda det du köpt får du gärna skriva ett omdöme.",
  reviewLink: "Skriv ett omdöme om {product}",
  withdrawalHeading: "Ångerrätt",
  withdrawalText:
    "Du har {days} dagars ångerrätt från den dag du tar emot varorna. Du ångrar köpet enklast med länken nedan; du behöver inte logga in.",
  withdrawalLink: "Ångra köp",
  termsHeading: "Köpvillkor",
  termsText: "Köpet gäller enligt våra köpvillkor, som också beskriver reklamation och retur.",
  termsLink: "Läs köpvillkoren",
  sellerHeading: "Säljare",
  orgNr: "Org.nr",
  vatNr: "Momsreg.nr",
  receiptSubject: "Vi har tagit emot att du ångrar köp {number}",
  receiptTitle: "Mottagningsbevis: ångrat köp {number}",
  receiptLead: "Vi tog emot ditt meddelande om att ångra köp {number} den {when}.",
  receiptWhole: "Du ångrar hela ordern",
  receiptLines: "Du ångrar de här varorna",
  receiptNextHeading: "Så går det vidare",
  receiptNext:
    "Skicka tillbaka varorna senast {days} dagar från i dag. Vi betalar tillbaka pengarna, frakten dit inräknad, senast {days} dagar efter att vi fick ditt meddelande, till samma betalsätt som du använde.",
  receiptLate:
    "Ångerfristen för den här ordern har gått ut. Vi har ändå tagit emot ditt meddelande, och kundtjänst svarar dig inom två arbetsdagar. Ditt köp omfattas fortfarande av reklamationsrätten.",
};

export type MailCopy = typeof se;

const en: MailCopy = {
  confirmationSubject: "Order confirmation {number} from Kretsbutiken",
  confirmationTitle: "Thank you for your order, {number}",
  greeting: "Hello {name},",
  testOrderSubject: "TEST ORDER – {subject}",
  testOrderNote:
    "This is a test order: it was paid through the shop's built-in test provider, no real money has been charged and nothing will be shipped.",
  confirmationLead:
    "We have received payment for order {number} and are starting to pack. You will get another email when the parcel has been sent.",
  linesHeading: "What you bought",
  totalsHeading: "Amount",
  goods: "Goods",
  delivery: "Delivery",
  paymentFee: "Payment method fee",
  total: "Total",
  moms: "Of which VAT (moms)",
  paidWith: "Payment method",
  deliveryHeading: "Delivery",
  deliveryBy: "Delivered by",
  pickupPoint: "Pickup point",
  trackingHeading: "Follow your order",
  trackingText: "You can see where the order is without signing in.",
  trackingLink: "Track the order",
  reviewHeading: "What do you think?",
  reviewText: "Once you have used what you bought, we would be glad of a review.",
  reviewLink: "Review {product}",
  withdrawalHeading: "Right of withdrawal",
  withdrawalText:
    "You may withdraw from the purchase within {days} days of receiving the goods. The easiest way is the link below; you do not need to sign in.",
  withdrawalLink: "Withdraw from purchase (Ångra köp)",
  termsHeading: "Terms of purchase",
  termsText: "The purchase is made under our terms, which also describe complaints and returns.",
  termsLink: "Read the terms",
  sellerHeading: "Seller",
  orgNr: "Company reg. no.",
  vatNr: "VAT no.",
  receiptSubject: "We have received your withdrawal from order {number}",
  receiptTitle: "Receipt: withdrawal from order {number}",
  receiptLead: "We received your notice of withdrawal from order {number} on {when}.",
  receiptWhole: "You are withdrawing from the whole order",
  receiptLines: "You are withdrawing from these items",
  receiptNextHeading: "What happens next",
  receiptNext:
    "Send the goods back within {days} days from today. We refund the money, the original delivery included, within {days} days of receiving your notice, to the payment method you used.",
  receiptLate:
    "The withdrawal period for this order has ended. We have still received your message, and customer service will answer you within two working days. Your purchase is still covered by the right to complain about faults.",
};

export const MAIL_COPY: Record<"se" | "en", MailCopy> = { se, en };
