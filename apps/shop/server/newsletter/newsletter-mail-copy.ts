// The words of the newsletter's mails (newsletter-mails.ts), in Swedish and English.
const se = {
  confirmSubject: "Bekräfta din prenumeration på Kretsbutikens nyhetsbrev",
  confirmGreeting: "Hej!",
  confirmLead:
    "Någon, förhoppningsvis du, har anmält den här adressen till Kretsbutikens nyhetsbrev. Vi skickar inga nyhetsbrev förrän du har bekräftat.",
  confirmLink: "Ja, jag vill ha nyhetsbrevet",
  confirmValid: "Länken gäller i {hours} timmar.",
  confirmIgnore:
    "Har du inte anmält dig? Då behöver du inte göra något: utan bekräftelse får du inga fler mejl från oss, och adressen tas inte med på listan.",
  unsubscribeText: "Vill du inte längre ha nyhetsbrevet? Avsluta prenumerationen här:",
  unsubscribeLink: "Avsluta prenumerationen",
  signature: "Hälsningar,\nKretsbutiken",
};

type Copy = typeof se;

const en: Copy = {
  confirmSubject: "Confirm your subscription to Kretsbutiken's newsletter",
  confirmGreeting: "Hello!",
  confirmLead:
    "Someone, hopefully you, has signed this address up for Kretsbutiken's newsletter. We send no newsletters until you have confirmed.",
  confirmLink: "Yes, I want the newsletter",
  confirmValid: "The link is valid for {hours} hours.",
  confirmIgnore:
    "Did you not sign up? Then you need do nothing: without a confirmation you will get no more email from us, and the address is not put on the list.",
  unsubscribeText: "No longer want the newsletter? Unsubscribe here:",
  unsubscribeLink: "Unsubscribe",
  signature: "Best regards,\nKretsbutiken",
};

export const newsletterMailCopy: Record<"se" | "en", Copy> = { se, en };
