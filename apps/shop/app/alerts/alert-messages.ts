// The product alerts' refusals and pages (sent, confirm, unsubscribe): they load with the
// alerts' own pages only (i18n/use-page-t.ts); the form's strings are alert-form-messages.ts.
import { defineMessages } from "../../domain/define-messages.ts";

export const alertMessages = defineMessages({
  se: {
    "alerts.sending": "Skickar …",
    "alerts.error.email": "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
    "alerts.error.emailRequired": "Skriv din e-postadress.",
    "alerts.error.price.required": "Skriv det pris du vill bevaka, i kronor.",
    "alerts.error.price.format": "Skriv priset i kronor, till exempel 1 299 eller 1 299,50.",
    "alerts.error.price.decimals": "Priset kan ha högst två decimaler (ören).",
    "alerts.error.price.not_positive": "Priset måste vara mer än 0 kr.",
    "alerts.error.price.too_high": "Priset måste vara lägre än dagens pris, {price}.",
    "alerts.error.price.not_below": "Priset måste vara lägre än dagens pris, {price}.",
    "alerts.error.inStock": "Varan finns i lager nu, så du kan köpa den direkt.",
    "alerts.error.product": "Varan finns inte längre i sortimentet.",
    "alerts.error.mailFailed": "Vi kunde inte skicka mejlet just nu. Försök igen om en stund.",
    "alerts.error.tooMany": "För många försök. Vänta {minutes} min och försök igen.",
    "alerts.error.malformed": "Formuläret kunde inte läsas. Ladda om sidan och försök igen.",
    "alerts.page.title": "Bevakning",
    "alerts.page.description": "Bevaka en vara eller dess pris hos Kretsbutiken.",
    "alerts.sent.title": "Kolla din e-post",
    "alerts.sent.body":
      "Vi har skickat ett mejl till adressen. Klicka på länken i det för att bekräfta bevakningen av {product}. Länken gäller i 48 timmar.",
    "alerts.backToProduct": "Tillbaka till varan",
    "alerts.confirm.title": "Bekräfta bevakningen",
    "alerts.confirm.description": "Bekräfta att du vill få ett mejl om varan.",
    "alerts.confirm.lead": "Klicka på knappen så bevakar vi varan åt dig och mejlar dig en gång.",
    "alerts.confirm.submit": "Ja, bevaka varan",
    "alerts.confirm.done": "Tack! Nu bevakar vi varan och mejlar dig när det händer.",
    "alerts.confirm.invalid":
      "Länken fungerar inte längre. Den kan ha gått ut eller redan använts. Om du redan har bekräftat bevakar vi varan; annars kan du be om en ny bevakning på varans sida.",
    "alerts.unsubscribe.title": "Avsluta bevakningen",
    "alerts.unsubscribe.description": "Sluta få mejl om en bevakad vara.",
    "alerts.unsubscribe.lead": "Klicka på knappen så skickar vi inga mejl om den här bevakningen.",
    "alerts.unsubscribe.submit": "Avsluta bevakningen",
    "alerts.unsubscribe.done": "Klart. Du får inga mejl om den här bevakningen.",
    "alerts.unsubscribe.invalid":
      "Länken är inte giltig. Kopiera hela länken från mejlet, eller kontakta oss så hjälper vi dig.",
    "alerts.home": "Till startsidan",
  },
  en: {
    "alerts.sending": "Sending …",
    "alerts.error.email": "Enter a valid email address, for example name@example.com.",
    "alerts.error.emailRequired": "Enter your email address.",
    "alerts.error.price.required": "Enter the price you want to watch for, in kronor.",
    "alerts.error.price.format": "Enter the price in kronor, for example 1 299 or 1 299.50.",
    "alerts.error.price.decimals": "The price can have at most two decimals (öre).",
    "alerts.error.price.not_positive": "The price must be more than 0 kr.",
    "alerts.error.price.too_high": "The price must be below today's price, {price}.",
    "alerts.error.price.not_below": "The price must be below today's price, {price}.",
    "alerts.error.inStock": "This product is in stock now, so you can buy it straight away.",
    "alerts.error.product": "This product is no longer in the range.",
    "alerts.error.mailFailed": "We could not send the email just now. Please try again shortly.",
    "alerts.error.tooMany": "Too many attempts. Wait {minutes} min and try again.",
    "alerts.error.malformed": "The form could not be read. Reload the page and try again.",
    "alerts.page.title": "Product alert",
    "alerts.page.description": "Watch a product or its price at Kretsbutiken.",
    "alerts.sent.title": "Check your email",
    "alerts.sent.body":
      "We have sent an email to the address. Click the link in it to confirm the alert for {product}. The link is valid for 48 hours.",
    "alerts.backToProduct": "Back to the product",
    "alerts.confirm.title": "Confirm the alert",
    "alerts.confirm.description": "Confirm that you want an email about the product.",
    "alerts.confirm.lead": "Click the button and we will watch the product and email you once.",
    "alerts.confirm.submit": "Yes, watch this product",
    "alerts.confirm.done":
      "Thank you! We are now watching the product and will email you when it happens.",
    "alerts.confirm.invalid":
      "This link no longer works. It may have expired or already been used. If you have already confirmed, we are watching the product; otherwise ask for a new alert on the product's page.",
    "alerts.unsubscribe.title": "End the alert",
    "alerts.unsubscribe.description": "Stop emails about a watched product.",
    "alerts.unsubscribe.lead": "Click the button and we will send no email about this alert.",
    "alerts.unsubscribe.submit": "End the alert",
    "alerts.unsubscribe.done": "Done. You will get no email about this alert.",
    "alerts.unsubscribe.invalid":
      "This link is not valid. Copy the whole link from the email, or contact us and we will help.",
    "alerts.home": "Go to the home page",
  },
});

export type AlertMessageKey = keyof (typeof alertMessages)["se"];
