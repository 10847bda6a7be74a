// The product alerts' form strings ("Bevaka", "Prisbevakning"): what a product page shows, so
// they load with it. Their refusals and pages say the rest (alert-messages.ts), which only the
// alerts' own pages load.
import { defineMessages } from "../../domain/define-messages.ts";

export const alertFormMessages = defineMessages({
  se: {
    "alerts.stock.title": "Bevaka",
    "alerts.stock.lead": "Varan är slut just nu. Vi mejlar dig en gång när den finns i lager igen.",
    "alerts.stock.submit": "Bevaka",
    "alerts.price.title": "Prisbevakning",
    "alerts.price.summary": "Mejla mig när priset sjunker",
    "alerts.price.lead":
      "Välj ett pris under dagens, så mejlar vi dig en gång när varan kostar det eller mindre.",
    "alerts.price.field": "Ditt pris (kronor)",
    "alerts.price.submit": "Bevaka priset",
    "alerts.email": "Din e-postadress",
    "alerts.consent":
      "Du får ett mejl med en länk att bekräfta med. Varje mejl har en länk som avslutar bevakningen.",
    "alerts.errorSummary": "Något behöver rättas. Se meddelandet vid fältet.",
  },
  en: {
    "alerts.stock.title": "Notify me",
    "alerts.stock.lead":
      "This product is sold out. We will email you once when it is back in stock.",
    "alerts.stock.submit": "Notify me",
    "alerts.price.title": "Price alert",
    "alerts.price.summary": "Email me when the price drops",
    "alerts.price.lead":
      "Choose a price below today's and we will email you once when the product costs that or less.",
    "alerts.price.field": "Your price (kronor)",
    "alerts.price.submit": "Watch the price",
    "alerts.email": "Your email address",
    "alerts.consent":
      "You will get an email with a link to confirm. Every email has a link that ends the alert.",
    "alerts.errorSummary": "Something needs correcting. See the message by the field.",
  },
});

export type AlertFormMessageKey = keyof (typeof alertFormMessages)["se"];
