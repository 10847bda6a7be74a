// The dashboard's card that leads to Min garage (garage-card.tsx).
import { defineMessages } from "../../domain/define-messages.ts";

export const dashboardGarageMessages = defineMessages({
  se: {
    "garageHint.dashboardTitle": "Min garage",
    "garageHint.dashboardText":
      "Spara din elsparkcykel, mobil, surfplatta eller konsol, så visar vi vad som passar.",
    "garageHint.dashboardLink": "Till Min garage",
  },
  en: {
    "garageHint.dashboardTitle": "My garage",
    "garageHint.dashboardText":
      "Save your e-scooter, phone, tablet or console and we show what fits.",
    "garageHint.dashboardLink": "To My garage",
  },
});
