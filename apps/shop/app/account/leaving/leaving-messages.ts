import { defineMessages } from "../../../domain/define-messages.ts";

/** "Radera mitt konto" and what follows it: these two pages alone use them. */
export const leavingMessages = defineMessages({
  se: {
    "leaving.title": "Radera mitt konto",
    "leaving.description": "Radera ditt konto och det butiken sparat om dig.",
    "leaving.lead":
      "Här raderar du ditt konto hos Kretsbutiken. Det går inte att ångra. Så här går det till:",
    "leaving.erased": "Det här raderas",
    "leaving.erasedAccount":
      "Ditt inloggningskonto: e-postadresser, lösenord, passkeys och inloggningar.",
    "leaving.erasedOrders":
      "Namn, adresser, telefonnummer och e-post i dina ordrar, och kopplingen till ditt konto.",
    "leaving.erasedOther":
      "Din adressbok, dina bevakningar, meddelanden du skickat till kundtjänst, nyhetsbrevet och dina röster på omdömen.",
    "leaving.kept": "Det här sparar vi, och varför",
    "leaving.keptOrders":
      "Ordrarna själva ({count} st): nummer, datum, varor, belopp och moms. Bokföringslagen kräver att vi sparar dem i sju år. De går inte längre att koppla till dig.",
    "leaving.keptNone": "Du har inga ordrar, så inget behöver sparas för bokföringen.",
    "leaving.reviews": "Dina omdömen ({count} st)",
    "leaving.reviewsRemove": "Ta bort dem",
    "leaving.reviewsAnonymise": "Låt de publicerade stå kvar utan namn",
    "leaving.openOrders":
      "Du har ordrar som inte är klara: {orders}. De behöver din adress tills de är levererade och ångerrätten på 14 dagar har gått ut. Du kan radera kontot efter det.",
    "leaving.confirm":
      "Jag förstår att kontot och uppgifterna raderas och att det inte går att ångra.",
    "leaving.confirmMissing": "Kryssa i rutan för att bekräfta att du vill radera kontot.",
    "leaving.submit": "Radera mitt konto",
    "leaving.cancel": "Avbryt",
    "leaving.changed":
      "Något har ändrats sedan sidan visades, till exempel en ny order. Läs igenom igen och bekräfta på nytt.",
    "leaving.disabled":
      "Det går inte att radera konton själv just nu. Kontakta kundtjänst så hjälper vi dig.",
    "leaving.providerDown":
      "Inloggningstjänsten svarar inte just nu. Inget har raderats. Försök igen om en stund.",
    "leaving.doneTitle": "Ditt konto är raderat",
    "leaving.doneDescription": "Ditt konto hos Kretsbutiken är raderat.",
    "leaving.doneLead":
      "Tack för att du handlat hos oss. Ditt konto och dina uppgifter är raderade.",
    "leaving.doneOrders":
      "{count} ordrar finns kvar i bokföringen i sju år, utan namn, adress eller e-post.",
    "leaving.doneKeptForOrders":
      "Ordrarna {orders} pågår fortfarande. Vi raderar uppgifterna i dem när de är klara.",
    "leaving.toShop": "Till butiken",
    "leaving.unconfirmed": "Kontot raderades inte: det måste bekräftas först.",
  },
  en: {
    "leaving.title": "Delete my account",
    "leaving.description": "Delete your account and what the shop keeps about you.",
    "leaving.lead":
      "Here you delete your account with Kretsbutiken. It cannot be undone. This is what happens:",
    "leaving.erased": "What is deleted",
    "leaving.erasedAccount":
      "Your sign-in account: e-mail addresses, password, passkeys and sessions.",
    "leaving.erasedOrders":
      "Names, addresses, phone numbers and e-mail in your orders, and their link to your account.",
    "leaving.erasedOther":
      "Your address book, your alerts, messages you sent customer service, the newsletter and your votes on reviews.",
    "leaving.kept": "What we keep, and why",
    "leaving.keptOrders":
      "The orders themselves ({count}): number, date, items, amounts and VAT. Swedish bookkeeping law requires us to keep them for seven years. They can no longer be linked to you.",
    "leaving.keptNone": "You have no orders, so nothing needs to be kept for the books.",
    "leaving.reviews": "Your reviews ({count})",
    "leaving.reviewsRemove": "Remove them",
    "leaving.reviewsAnonymise": "Keep the published ones, without a name",
    "leaving.openOrders":
      "You have orders that are not finished: {orders}. They need your address until they are delivered and the 14-day right of withdrawal has passed. You can delete the account after that.",
    "leaving.confirm":
      "I understand that the account and the data are deleted and that this cannot be undone.",
    "leaving.confirmMissing": "Tick the box to confirm that you want to delete the account.",
    "leaving.submit": "Delete my account",
    "leaving.cancel": "Cancel",
    "leaving.changed":
      "Something changed since the page was shown, such as a new order. Read it through again and confirm once more.",
    "leaving.disabled":
      "Accounts cannot be deleted here at the moment. Contact customer service and we will help you.",
    "leaving.providerDown":
      "The sign-in service is not answering right now. Nothing was deleted. Please try again shortly.",
    "leaving.doneTitle": "Your account is deleted",
    "leaving.doneDescription": "Your Kretsbutiken account is deleted.",
    "leaving.doneLead": "Thank you for shopping with us. Your account and your data are deleted.",
    "leaving.doneOrders":
      "{count} orders stay in the books for seven years, without a name, address or e-mail.",
    "leaving.doneKeptForOrders":
      "Orders {orders} are still in progress. We delete the details in them once they are done.",
    "leaving.toShop": "To the shop",
    "leaving.unconfirmed": "The account was not deleted: it has to be confirmed first.",
  },
});

export type LeavingMessage = keyof (typeof leavingMessages)["se"];
