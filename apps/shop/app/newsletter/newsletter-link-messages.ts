// The newsletter link pages' own strings (/newsletter/bekrafta, /newsletter/avregistrera): they
// load with those pages only, not in the dictionary every page loads (i18n/use-page-t.ts).
import { defineMessages } from "../../domain/define-messages.ts";

export const newsletterLinkMessages = defineMessages({
  se: {
    "newsletterConfirm.title": "Bekräfta prenumerationen",
    "newsletterConfirm.description": "Bekräfta att du vill få Kretsbutikens nyhetsbrev.",
    "newsletterConfirm.lead":
      "Klicka på knappen för att börja få Kretsbutikens nyhetsbrev. Du kan avsluta när du vill, med länken i varje brev.",
    "newsletterConfirm.submit": "Ja, jag vill ha nyhetsbrevet",
    "newsletterConfirm.done": "Tack! Nu prenumererar du på vårt nyhetsbrev.",
    "newsletterConfirm.invalid":
      "Länken fungerar inte längre. Den kan ha gått ut eller redan använts. Om du redan har bekräftat prenumererar du; annars kan du anmäla dig igen.",
    "newsletterUnsubscribe.title": "Avsluta nyhetsbrevet",
    "newsletterUnsubscribe.description": "Sluta få Kretsbutikens nyhetsbrev.",
    "newsletterUnsubscribe.lead": "Klicka på knappen så skickar vi inga fler nyhetsbrev till dig.",
    "newsletterUnsubscribe.submit": "Avsluta prenumerationen",
    "newsletterUnsubscribe.done":
      "Klart. Du får inga fler nyhetsbrev från oss, och vi har tagit bort din adress från listan.",
    "newsletterUnsubscribe.invalid":
      "Länken är inte giltig. Kopiera hela länken från nyhetsbrevet, eller kontakta oss så hjälper vi dig.",
    "newsletterPage.home": "Till startsidan",
  },
  en: {
    "newsletterConfirm.title": "Confirm your subscription",
    "newsletterConfirm.description": "Confirm that you want Kretsbutiken's newsletter.",
    "newsletterConfirm.lead":
      "Click the button to start receiving Kretsbutiken's newsletter. You can stop whenever you like, with the link in every letter.",
    "newsletterConfirm.submit": "Yes, I want the newsletter",
    "newsletterConfirm.done": "Thank you! You are now subscribed to our newsletter.",
    "newsletterConfirm.invalid":
      "This link no longer works. It may have expired or already been used. If you have already confirmed, you are subscribed; otherwise you can sign up again.",
    "newsletterUnsubscribe.title": "Unsubscribe from the newsletter",
    "newsletterUnsubscribe.description": "Stop receiving Kretsbutiken's newsletter.",
    "newsletterUnsubscribe.lead": "Click the button and we will send you no more newsletters.",
    "newsletterUnsubscribe.submit": "Unsubscribe",
    "newsletterUnsubscribe.done":
      "Done. You will get no more newsletters from us, and we have removed your address from the list.",
    "newsletterUnsubscribe.invalid":
      "This link is not valid. Copy the whole link from the newsletter, or contact us and we will help.",
    "newsletterPage.home": "Go to the home page",
  },
});

export type NewsletterLinkKey = keyof (typeof newsletterLinkMessages)["se"];
