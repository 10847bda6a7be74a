// The storefront's strings for returns after "Ångra köp" (README "Returns"): the drop-off
// choice, the label page, and the returns on the order tracking page and the dashboard. They
// load with those pages only.
import { defineMessages } from "../../domain/define-messages.ts";

export const returnsMessages = defineMessages({
  se: {
    "choose.title": "Skicka tillbaka varorna",
    "choose.lead":
      "Välj var du vill lämna paketet, så skapar vi en returetikett åt dig. Returfrakten betalar vi: etiketten är gratis. Skicka varorna senast 14 dagar efter att du ångrade köpet.",
    "choose.legend": "Var vill du lämna paketet?",
    "choose.pickup_point": "Ombud",
    "choose.locker": "Paketskåp",
    "choose.option": "{carrier}, {method}",
    "choose.submit": "Skapa returetikett",
    "choose.missing": "Välj var du vill lämna paketet.",
    "choose.notOffered":
      "Det går inte att skapa en returetikett för det här ångerköpet. Kontakta kundtjänst så hjälper vi dig.",
    "choose.unknown": "Vi hittar inte ordern. Öppna länken i mejlet igen.",
    "choose.notShipped":
      "Varorna har inte skickats från oss än, så du behöver inte skicka något tillbaka.",
    "page.title": "Retur",
    "page.description": "Returetikett för varor du har ångrat köpet av.",
    "page.lead": "Order {number}: här väljer du hur du skickar tillbaka varorna du har ångrat.",
    "page.none": "Ordern har inga ångerköp att skicka tillbaka.",
    "page.toOrder": "Till ordern",
    "label.title": "Returetikett {number}",
    "label.print": "Skriv ut etiketten",
    "label.demo":
      "DEMO – den här etiketten är ett exempel och fungerar inte hos ett riktigt fraktbolag.",
    "label.to": "Till",
    "label.from": "Från",
    "label.return": "Returnummer",
    "label.order": "Order",
    "label.dropOff": "Lämnas",
    "label.dropOff.pickup_point": "hos ett {carrier}-ombud",
    "label.dropOff.locker": "i ett paketskåp från {carrier}",
    "label.paid": "Frakten är betald av {shop}",
    "label.barcode": "Streckkod för returnummer {number}",
    "label.lines": "Innehåll",
    "label.steps":
      "Skriv ut etiketten och fäst den väl synligt på paketet. Lämna paketet inom 14 dagar från att du ångrade köpet och spara kvittot. Vi betalar tillbaka pengarna när varorna har kommit fram till oss.",
    "label.back": "Tillbaka till ordern",
    "state.label_created": "Returetikett skapad, väntar på paketet",
    "state.received": "Varorna har kommit fram till oss",
    "state.refunding": "Återbetalning på väg",
    "state.refunded": "Återbetald",
    "state.refundedAmount": "Återbetald {amount}",
    "returns.title": "Returer",
    "returns.item": "Retur {number}",
    "returns.printLabel": "Skriv ut returetikett {number}",
    "returns.request": "Skapa returetikett",
    "returns.offer":
      "Du har ångrat köpet av varor i ordern. Skapa en returetikett för att skicka dem tillbaka.",
  },
  en: {
    "choose.title": "Send the goods back",
    "choose.lead":
      "Choose where you want to hand in the parcel, and we make a return label for you. We pay the return delivery: the label is free. Send the goods within 14 days of withdrawing.",
    "choose.legend": "Where do you want to hand in the parcel?",
    "choose.pickup_point": "Pickup point",
    "choose.locker": "Parcel locker",
    "choose.option": "{carrier}, {method}",
    "choose.submit": "Create return label",
    "choose.missing": "Choose where you want to hand in the parcel.",
    "choose.notOffered":
      "A return label cannot be made for this withdrawal. Contact customer service and we will help you.",
    "choose.unknown": "We cannot find the order. Open the link in the email again.",
    "choose.notShipped": "The goods have not left us yet, so there is nothing to send back.",
    "page.title": "Return",
    "page.description": "Return label for goods you have withdrawn from.",
    "page.lead": "Order {number}: choose how to send back the goods you have withdrawn from.",
    "page.none": "The order has no withdrawals to send back.",
    "page.toOrder": "To the order",
    "label.title": "Return label {number}",
    "label.print": "Print the label",
    "label.demo": "DEMO – this label is an example and does not work with a real carrier.",
    "label.to": "To",
    "label.from": "From",
    "label.return": "Return number",
    "label.order": "Order",
    "label.dropOff": "Hand in",
    "label.dropOff.pickup_point": "at a {carrier} pickup point",
    "label.dropOff.locker": "in a {carrier} parcel locker",
    "label.paid": "Postage paid by {shop}",
    "label.barcode": "Barcode for return number {number}",
    "label.lines": "Contents",
    "label.steps":
      "Print the label and attach it clearly to the parcel. Hand the parcel in within 14 days of withdrawing and keep the receipt. We refund the money once the goods have reached us.",
    "label.back": "Back to the order",
    "state.label_created": "Return label created, waiting for the parcel",
    "state.received": "The goods have reached us",
    "state.refunding": "Refund on its way",
    "state.refunded": "Refunded",
    "state.refundedAmount": "Refunded {amount}",
    "returns.title": "Returns",
    "returns.item": "Return {number}",
    "returns.printLabel": "Print return label {number}",
    "returns.request": "Create a return label",
    "returns.offer":
      "You have withdrawn from goods in this order. Create a return label to send them back.",
  },
});

export type ReturnsMessageKey = keyof (typeof returnsMessages)["se"];
