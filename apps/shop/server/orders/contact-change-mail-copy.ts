// The words of the mails an order's change of e-mail or delivery address sends
// (contact-change-mail.ts), in Swedish and English. The sections they share with the other
// order mails take their words from order-mail-copy.ts.
const se = {
  emailSubject: "Ny e-postadress för order {number}",
  emailTitle: "E-postadressen för order {number} är ändrad",
  emailLead:
    "Mejl om order {number} skickas från och med nu till {email}. Ändringen gjordes av den som är inloggad på kontot som ordern lades från.",
  addressSubject: "Ny leveransadress för order {number}",
  addressTitle: "Leveransadressen för order {number} är ändrad",
  addressLead: "Order {number} skickas nu till adressen nedan.",
  confirmedWith: "Ändringen bekräftades med {method}.",
  methodWebauthn: "passkey",
  methodPasscode: "en engångskod",
  notYou:
    "Var det inte du? Svara på det här mejlet eller kontakta kundtjänst direkt, så stoppar vi ordern innan den skickas.",
  orderLink: "Se ordern hos Kretsbutiken",
};

export type ContactChangeMailCopy = typeof se;

const en: ContactChangeMailCopy = {
  emailSubject: "New e-mail address for order {number}",
  emailTitle: "The e-mail address of order {number} has changed",
  emailLead:
    "From now on, mails about order {number} go to {email}. The change was made by whoever is signed in to the account the order was placed from.",
  addressSubject: "New delivery address for order {number}",
  addressTitle: "The delivery address of order {number} has changed",
  addressLead: "Order {number} will now be sent to the address below.",
  confirmedWith: "The change was confirmed with {method}.",
  methodWebauthn: "a passkey",
  methodPasscode: "a one-time code",
  notYou:
    "Was this not you? Reply to this mail or contact customer service at once, and we will stop the order before it is sent.",
  orderLink: "See the order at Kretsbutiken",
};

export const CONTACT_CHANGE_MAIL_COPY: Record<"se" | "en", ContactChangeMailCopy> = { se, en };
