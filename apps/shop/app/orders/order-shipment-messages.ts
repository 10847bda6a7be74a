// The order tracking page's words for a shipped parcel (order-shipment.tsx). They load with that
// page only, not in every page's dictionary.
import { defineMessages } from "../../domain/define-messages.ts";

export const orderShipmentMessages = defineMessages({
  se: {
    heading: "Ditt paket",
    carrier: "Fraktbolag",
    trackingNumber: "Spårningsnummer",
    link: "Följ paketet hos {carrier}",
    newWindow: "(öppnas i nytt fönster)",
  },
  en: {
    heading: "Your parcel",
    carrier: "Carrier",
    trackingNumber: "Tracking number",
    link: "Follow the parcel at {carrier}",
    newWindow: "(opens in a new window)",
  },
});
