import { defineMessages } from "../../../domain/define-messages.ts";

/** The public forms' abuse limits and the newsletter form's double opt-in (README "Abuse limits"). */
export const abuseMessages = defineMessages({
  se: {
    "abuse.tooMany":
      "Du har skickat formuläret många gånger på kort tid. Vänta {minutes} min och försök igen – det du skrev finns kvar.",
    "abuse.honeypotLabel": "Lämna det här fältet tomt",
    "newsletter.checkInbox":
      "Nästan klart! Vi har skickat ett mejl till adressen. Klicka på länken i det för att bekräfta prenumerationen.",
    "newsletter.error.mailFailed":
      "Vi kunde inte skicka bekräftelsemejlet just nu. Försök igen om en stund.",
  },
  en: {
    "abuse.tooMany":
      "You have sent the form many times in a short while. Wait {minutes} min and try again – what you typed is still here.",
    "abuse.honeypotLabel": "Leave this field empty",
    "newsletter.checkInbox":
      "Almost done! We have sent an email to the address. Click the link in it to confirm your subscription.",
    "newsletter.error.mailFailed":
      "We could not send the confirmation email just now. Please try again in a while.",
  },
});
