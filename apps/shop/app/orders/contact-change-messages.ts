import { defineMessages } from "../../domain/define-messages.ts";

/** Changing an order's e-mail or delivery address, and the order page's notice after it. */
export const contactChangeMessages = defineMessages({
  se: {
    "change.title": "Ändra e-post eller leveransadress",
    "change.description": "Ändra e-postadressen eller leveransadressen för en order.",
    "change.link": "Ändra e-post eller leveransadress",
    "change.linkFor": "för order {number}",
    "change.lead":
      "Order {number}. Ändringen gäller bara den här ordern, inte ditt konto eller din adressbok.",
    "change.confirmNote":
      "Ordern är betald, så du bekräftar ändringen med din passkey eller med en kod som vi mejlar till dig.",
    "change.confirmLead":
      "Ändringen gör att ordern eller mejlen om den går någon annanstans. Bekräfta att det är du.",
    "change.emailTitle": "E-postadress för ordern",
    "change.now": "Nu: {value}",
    "change.emailSubmit": "Spara e-postadressen",
    "change.emailHint": "Orderbekräftelser, leveransbesked och kvitton skickas hit.",
    "change.emailClosed": "Ordern är levererad eller avslutad, så e-postadressen kan inte ändras.",
    "change.addressTitle": "Leveransadress",
    "change.addressSubmit": "Spara leveransadressen",
    "change.addressClosed":
      "Ordern är redan packad, så leveransadressen kan inte ändras här. Kontakta kundtjänst om paketet behöver gå någon annanstans.",
    "change.pickupNote":
      "Paketet hämtas ut på {point}. Namnet och adressen står på paketet och avin.",
    "change.back": "Tillbaka till ordern",
    "change.saving": "Sparar …",
    "change.error.fields": "Rätta det som är markerat, så sparar vi.",
    "change.error.unknown": "Vi hittar ingen sådan order på ditt konto.",
    "change.error.closed":
      "Det är för sent att ändra det här: ordern har hunnit packas eller skickas.",
    "change.error.conflict":
      "Ordern ändrades medan du skrev, till exempel betalades eller packades. Titta på den igen och försök på nytt.",
    "change.error.unconfirmed": "Ändringen är inte bekräftad, så inget har ändrats.",
    "change.error.elsewhere": "Formuläret skickades från en annan webbplats, så inget har ändrats.",
    "change.doneEmail":
      "Klart! Mejl om ordern går nu till {email}. Vi har skickat ett besked till både den nya och den gamla adressen.",
    "change.doneAddress": "Klart! Leveransadressen är ändrad, och vi har mejlat ett besked om det.",
    "change.unchanged": "Inget behövde ändras: ordern hade redan den adressen.",
  },
  en: {
    "change.title": "Change e-mail or delivery address",
    "change.description": "Change the e-mail address or the delivery address of an order.",
    "change.link": "Change e-mail or delivery address",
    "change.linkFor": "for order {number}",
    "change.lead":
      "Order {number}. The change applies to this order only, not to your account or your address book.",
    "change.confirmNote":
      "The order is paid, so you confirm the change with your passkey or with a code we e-mail to you.",
    "change.confirmLead":
      "This change sends the order or its mails somewhere else. Confirm that it is you.",
    "change.emailTitle": "E-mail address for the order",
    "change.now": "Now: {value}",
    "change.emailSubmit": "Save the e-mail address",
    "change.emailHint": "Order confirmations, delivery notices and receipts are sent here.",
    "change.emailClosed":
      "The order is delivered or has ended, so its e-mail address cannot change.",
    "change.addressTitle": "Delivery address",
    "change.addressSubmit": "Save the delivery address",
    "change.addressClosed":
      "The order is already packed, so its delivery address cannot be changed here. Contact customer service if the parcel needs to go elsewhere.",
    "change.pickupNote":
      "The parcel is collected at {point}. The name and address are on the parcel and the notice.",
    "change.back": "Back to the order",
    "change.saving": "Saving …",
    "change.error.fields": "Correct what is marked, and we will save it.",
    "change.error.unknown": "We find no such order in your account.",
    "change.error.closed": "It is too late to change this: the order has been packed or sent.",
    "change.error.conflict":
      "The order changed while you were typing, for example it was paid or packed. Look at it again and try once more.",
    "change.error.unconfirmed": "The change was not confirmed, so nothing has changed.",
    "change.error.elsewhere": "The form was sent from another website, so nothing has changed.",
    "change.doneEmail":
      "Done! Mails about the order now go to {email}. We have sent a notice to both the new and the old address.",
    "change.doneAddress": "Done! The delivery address has changed, and we have e-mailed a notice.",
    "change.unchanged": "Nothing needed changing: the order already had that address.",
  },
});

export type ContactChangeMessage = keyof (typeof contactChangeMessages)["se"];
