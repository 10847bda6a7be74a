import { defineMessages } from "../../domain/define-messages.ts";

/**
 * What a shopper reads when the shop cannot take what was sent. Part of the pages' dictionary
 * too (app/i18n/messages.ts), which their forms show a problem's message from.
 */
export const requestBodyMessages = defineMessages({
  se: {
    "request.title": "Vi kunde inte ta emot det du skickade",
    "request.methodNotAllowed": "Den här adressen tar inte emot den sortens anrop.",
    "request.unsupportedType":
      "Formuläret kom i ett format som vi inte tar emot. Ladda om sidan och försök igen.",
    "request.malformed": "Formuläret kom fram trasigt eller ofullständigt. Försök igen.",
    "request.tooLarge": "Det du skickade är för stort. Korta texten och försök igen.",
    "request.back": "Tillbaka",
  },
  en: {
    "request.title": "We could not accept what you sent",
    "request.methodNotAllowed": "This address does not accept that kind of request.",
    "request.unsupportedType":
      "The form came in a format we do not accept. Reload the page and try again.",
    "request.malformed": "The form arrived broken or incomplete. Please try again.",
    "request.tooLarge": "What you sent is too large. Shorten the text and try again.",
    "request.back": "Go back",
  },
});

/** A sentence of the request-body problems, in either language. */
export type RequestBodyMessageKey = keyof (typeof requestBodyMessages)["se"];
