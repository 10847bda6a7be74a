import { defineMessages } from "../define-messages.ts";

/** Checkout's field errors, as the server and the browser report them. */
export const checkoutMessages = defineMessages({
  se: {
    "checkout.error.emailRequired": "Skriv din e-postadress, dit skickar vi orderbekräftelsen.",
    "checkout.error.email": "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
    "checkout.error.phoneRequired": "Skriv ditt mobilnummer, så att fraktbolaget kan avisera dig.",
    "checkout.error.phone": "Skriv ett svenskt telefonnummer, till exempel 070-123 45 67.",
    "checkout.error.nameRequired": "Skriv för- och efternamn.",
    "checkout.error.nameTooLong": "Namnet får vara högst 100 tecken.",
    "checkout.error.streetRequired": "Skriv gatuadressen.",
    "checkout.error.streetTooLong": "Adressen får vara högst 100 tecken.",
    "checkout.error.postcodeRequired": "Skriv postnumret.",
    "checkout.error.postcode": "Postnumret har fem siffror, till exempel 123 45.",
    "checkout.error.cityRequired": "Skriv orten.",
    "checkout.error.cityTooLong": "Orten får vara högst 60 tecken.",
    "checkout.error.delivery": "Välj hur du vill få paketet.",
    "checkout.error.payment": "Välj hur du vill betala.",
    "checkout.error.terms": "Du behöver godkänna köpvillkoren för att slutföra köpet.",
  },
  en: {
    "checkout.error.emailRequired": "Enter your email address; the order confirmation goes there.",
    "checkout.error.email": "Enter a valid email address, for example name@example.com.",
    "checkout.error.phoneRequired": "Enter your mobile number, so that the carrier can notify you.",
    "checkout.error.phone": "Enter a Swedish phone number, for example 070-123 45 67.",
    "checkout.error.nameRequired": "Enter your first and last name.",
    "checkout.error.nameTooLong": "The name can be at most 100 characters.",
    "checkout.error.streetRequired": "Enter the street address.",
    "checkout.error.streetTooLong": "The address can be at most 100 characters.",
    "checkout.error.postcodeRequired": "Enter the postcode.",
    "checkout.error.postcode": "A postcode has five digits, for example 123 45.",
    "checkout.error.cityRequired": "Enter the town or city.",
    "checkout.error.cityTooLong": "The town can be at most 60 characters.",
    "checkout.error.delivery": "Choose how you want to receive the parcel.",
    "checkout.error.payment": "Choose how you want to pay.",
    "checkout.error.terms": "You need to accept the terms of purchase to complete the order.",
  },
});
