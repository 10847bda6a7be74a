import { defineMessages } from "../../../domain/define-messages.ts";
import type { ConfirmationRefusal } from "../../../domain/confirmations/confirmation-refusal.ts";

/** The confirmation step of risky actions (confirm-with-passkey.tsx) and its refusals. */
export const confirmationMessages = defineMessages({
  se: {
    "confirm.heading": "Bekräfta att det är du",
    "confirm.lead": "Det här går inte att ångra. Bekräfta att det är du innan vi gör det.",
    "confirm.needsScript":
      "För att bekräfta behöver du JavaScript påslaget: du bekräftar med din nyckel (passkey) eller en kod som vi mejlar dig.",
    "confirm.opening": "Förbereder bekräftelsen …",
    "confirm.passkey": "Bekräfta med din nyckel (passkey)",
    "confirm.useCode": "Använd en kod i stället",
    "confirm.codeSent": "Vi har skickat en kod till {address}. Den gäller i fem minuter.",
    "confirm.codeLabel": "Kod från mejlet (6 siffror)",
    "confirm.submit": "Bekräfta",
    "confirm.resend": "Skicka en ny kod",
    "confirm.resent": "En ny kod är skickad till {address}.",
    "confirm.cancel": "Avbryt",
    "confirm.retry": "Börja om",
    "confirm.done": "Bekräftat. Vi genomför det nu …",
    "confirm.codeFormat": "Skriv de sex siffrorna i koden.",
    "confirm.cancelled": "Nyckeln bekräftade inte. Försök igen, eller använd en kod i stället.",
    "confirm.triesLeft": "Fel kod. Du har {count} försök kvar.",
    confirmation_not_found:
      "Bekräftelsen hittades inte. Börja om och bekräfta igen. Inget har ändrats.",
    confirmation_expired: "Bekräftelsen hann gå ut. Börja om och bekräfta igen. Inget har ändrats.",
    confirmation_attempts_exceeded:
      "För många fel försök. Börja om och bekräfta igen. Inget har ändrats.",
    confirmation_used:
      "Bekräftelsen är redan använd. Börja om och bekräfta igen. Inget har ändrats.",
    confirmation_failed: "Det gick inte att bekräfta. Försök igen.",
    confirmation_mismatch:
      "Bekräftelsen gällde något annat än det du skickade. Bekräfta igen. Inget har ändrats.",
    confirmation_method_unavailable:
      "Vi kan inte bekräfta att det är du: kontot har ingen nyckel (passkey) och ingen bekräftad e-postadress. Kontakta kundtjänst.",
    confirmation_passcode_not_sent: "Be om en kod först.",
    confirmation_rate_limited: "För många försök på kort tid. Vänta några minuter.",
    confirmation_missing:
      "Det här måste bekräftas med din nyckel (passkey) eller en kod, och det kräver JavaScript. Slå på JavaScript och försök igen. Inget har ändrats.",
    confirmation_unavailable:
      "Inloggningstjänsten svarar inte just nu. Inget har ändrats. Försök igen om en stund.",
  },
  en: {
    "confirm.heading": "Confirm that it is you",
    "confirm.lead": "This cannot be undone. Confirm that it is you before we do it.",
    "confirm.needsScript":
      "Confirming needs JavaScript switched on: you confirm with your passkey or a code we e-mail you.",
    "confirm.opening": "Preparing the confirmation …",
    "confirm.passkey": "Confirm with your passkey",
    "confirm.useCode": "Use a code instead",
    "confirm.codeSent": "We have sent a code to {address}. It is valid for five minutes.",
    "confirm.codeLabel": "Code from the e-mail (6 digits)",
    "confirm.submit": "Confirm",
    "confirm.resend": "Send a new code",
    "confirm.resent": "A new code was sent to {address}.",
    "confirm.cancel": "Cancel",
    "confirm.retry": "Start again",
    "confirm.done": "Confirmed. Carrying it out …",
    "confirm.codeFormat": "Type the six digits of the code.",
    "confirm.cancelled": "The passkey did not confirm. Try again, or use a code instead.",
    "confirm.triesLeft": "Wrong code. You have {count} tries left.",
    confirmation_not_found:
      "The confirmation was not found. Start again and confirm once more. Nothing was changed.",
    confirmation_expired:
      "The confirmation expired. Start again and confirm once more. Nothing was changed.",
    confirmation_attempts_exceeded:
      "Too many failed tries. Start again and confirm once more. Nothing was changed.",
    confirmation_used:
      "The confirmation was already used. Start again and confirm once more. Nothing was changed.",
    confirmation_failed: "That did not confirm it. Please try again.",
    confirmation_mismatch:
      "The confirmation was for something other than what you sent. Confirm again. Nothing was changed.",
    confirmation_method_unavailable:
      "We cannot confirm that it is you: the account has no passkey and no verified e-mail address. Contact customer service.",
    confirmation_passcode_not_sent: "Ask for a code first.",
    confirmation_rate_limited: "Too many tries in a short time. Wait a few minutes.",
    confirmation_missing:
      "This must be confirmed with your passkey or a code, which needs JavaScript. Switch JavaScript on and try again. Nothing was changed.",
    confirmation_unavailable:
      "The sign-in service is not answering right now. Nothing was changed. Please try again shortly.",
  },
});

export type ConfirmationMessage = keyof (typeof confirmationMessages)["se"];

// Every refusal has its sentence in both languages: a code missing above is a type error here.
export const refusalMessage = (refusal: ConfirmationRefusal): ConfirmationMessage => refusal;
