import { defineMessages } from "../../../domain/define-messages.ts";

/** The contact page and its form, with the server's field errors. */
export const contactMessages = defineMessages({
  se: {
    "contact.title": "Kontakta oss",
    "contact.description":
      "Frågor om en produkt, en beställning, en reparation eller en reklamation? Skriv till Kretsbutikens kundservice.",
    "contact.intro":
      "Har du en fråga om en produkt, en beställning, en reparation eller en reklamation? Skriv till oss här så svarar kundservice via e-post, oftast inom två arbetsdagar.",
    "contact.detailsTitle": "Så når du oss",
    "contact.formTitle": "Skicka ett meddelande",
    "contact.name": "Namn",
    "contact.email": "E-postadress",
    "contact.phone": "Telefonnummer (valfritt)",
    "contact.orderNumber": "Ordernummer (valfritt)",
    "contact.message": "Meddelande",
    "contact.messageHint":
      "Beskriv ärendet. Gäller det en enhet, skriv gärna modell och eventuell felkod.",
    "contact.submit": "Skicka meddelandet",
    "contact.sending": "Skickar …",
    "contact.privacy":
      "Vi sparar uppgifterna för att kunna besvara ditt ärende och raderar dem när de inte längre behövs. Läs mer i integritetspolicyn.",
    "contact.errorSummary":
      "Meddelandet skickades inte. Rätta det som är markerat och försök igen.",
    "contact.sentTitle": "Tack, vi har fått ditt meddelande",
    "contact.sentText":
      "Kundservice svarar till den e-postadress du angav, oftast inom två arbetsdagar.",
    "contact.sendAnother": "Skicka ett meddelande till",
    "contact.error.nameRequired": "Skriv ditt namn.",
    "contact.error.nameTooLong": "Namnet får vara högst 100 tecken.",
    "contact.error.emailRequired": "Skriv din e-postadress, så att vi kan svara dig.",
    "contact.error.email": "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
    "contact.error.phone": "Skriv telefonnumret med siffror, till exempel 070-123 45 67.",
    "contact.error.orderNumber":
      "Ordernumret får bara innehålla bokstäver, siffror och bindestreck.",
    "contact.error.messageRequired": "Skriv ditt meddelande.",
    "contact.error.messageTooShort": "Meddelandet behöver vara minst 10 tecken.",
    "contact.error.messageTooLong": "Meddelandet får vara högst 5 000 tecken.",
  },
  en: {
    "contact.title": "Contact us",
    "contact.description":
      "Questions about a product, an order, a repair or a complaint? Write to Kretsbutiken's customer service.",
    "contact.intro":
      "Do you have a question about a product, an order, a repair or a complaint? Write to us here and customer service answers by email, usually within two working days.",
    "contact.detailsTitle": "How to reach us",
    "contact.formTitle": "Send a message",
    "contact.name": "Name",
    "contact.email": "Email address",
    "contact.phone": "Phone number (optional)",
    "contact.orderNumber": "Order number (optional)",
    "contact.message": "Message",
    "contact.messageHint":
      "Describe your matter. If it is about a device, please include the model and any error code.",
    "contact.submit": "Send the message",
    "contact.sending": "Sending …",
    "contact.privacy":
      "We keep these details to answer your matter and delete them when they are no longer needed. Read more in the privacy policy.",
    "contact.errorSummary": "The message was not sent. Correct what is marked and try again.",
    "contact.sentTitle": "Thank you, we have received your message",
    "contact.sentText":
      "Customer service answers to the email address you gave, usually within two working days.",
    "contact.sendAnother": "Send another message",
    "contact.error.nameRequired": "Enter your name.",
    "contact.error.nameTooLong": "The name can be at most 100 characters.",
    "contact.error.emailRequired": "Enter your email address so that we can answer you.",
    "contact.error.email": "Enter a valid email address, for example name@example.com.",
    "contact.error.phone": "Enter the phone number in digits, for example +46 70 123 45 67.",
    "contact.error.orderNumber": "The order number may only contain letters, digits and hyphens.",
    "contact.error.messageRequired": "Enter your message.",
    "contact.error.messageTooShort": "The message needs at least 10 characters.",
    "contact.error.messageTooLong": "The message can be at most 5,000 characters.",
  },
});
