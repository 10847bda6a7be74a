// Swedish mail copy, written for Kretsbutiken's customers (du-tilltal, short sentences).
import type { MailTranslations } from "../mail-content.ts";

const minuter = (ttl: string) => `${ttl} ${ttl === "1" ? "minut" : "minuter"}`;
const validity = (ttl: string) => `Koden gäller i ${minuter(ttl)}.`;
const notYou =
  "Om det inte var du som gjorde ändringen vill vi att du hör av dig till vår kundtjänst så snart som möjligt, så hjälper vi dig att skydda ditt konto.";

export const sv: MailTranslations = {
  templates: {
    login: ({ code, ttlMinutes }, { serviceName }) => ({
      subject: `${code} är din engångskod till ${serviceName}`,
      heading: `Din engångskod till ${serviceName}`,
      intro: ["Hej!", `Skriv in koden nedan för att logga in hos ${serviceName}.`],
      code,
      outro: [
        validity(ttlMinutes),
        "Om det inte var du som försökte logga in kan du ignorera det här mejlet.",
      ],
    }),
    recovery: ({ code, ttlMinutes }, { serviceName }) => ({
      subject: `${code} är din kod för att välja nytt lösenord hos ${serviceName}`,
      heading: "Välj ett nytt lösenord",
      intro: [
        "Hej!",
        `Du har bett om att få byta lösenord till ditt konto hos ${serviceName}. Skriv in koden nedan, så får du välja ett nytt.`,
      ],
      code,
      outro: [
        validity(ttlMinutes),
        "Om det inte var du som bad om det kan du ignorera det här mejlet. Ditt nuvarande lösenord fortsätter att gälla.",
      ],
    }),
    email_verification: ({ code, ttlMinutes }, { serviceName }) => ({
      subject: `${code} är din bekräftelsekod till ${serviceName}`,
      heading: "Bekräfta din e-postadress",
      intro: ["Hej!", "Skriv in koden nedan för att bekräfta att den här e-postadressen är din."],
      code,
      outro: [
        validity(ttlMinutes),
        `Om du inte har försökt skapa ett konto eller lägga till adressen hos ${serviceName} kan du ignorera det här mejlet.`,
      ],
    }),
    email_login_attempted: (_data, { serviceName }) => ({
      subject: `Vi hittade inget konto hos ${serviceName}`,
      heading: "Vi hittade inget konto",
      intro: [
        "Hej!",
        `Någon försökte nyss logga in hos ${serviceName} med den här e-postadressen, men det finns inget konto kopplat till den.`,
        `Vill du bli kund? Då kan du skapa ett konto hos ${serviceName} med den här adressen – det tar bara en minut.`,
      ],
      outro: ["Om det inte var du som försökte logga in kan du ignorera det här mejlet."],
    }),
    email_registration_attempted: (_data, { serviceName }) => ({
      subject: `Du har redan ett konto hos ${serviceName}`,
      heading: "Du har redan ett konto",
      intro: [
        "Hej!",
        `Någon försökte nyss skapa ett konto hos ${serviceName} med den här e-postadressen, men adressen är redan registrerad.`,
        "Logga in med adressen i stället. Har du glömt lösenordet kan du välja ett nytt när du loggar in.",
      ],
      outro: ["Om det inte var du kan du ignorera det här mejlet. Ditt konto är oförändrat."],
    }),
    confirmation: ({ code, ttlMinutes, action }, { serviceName }) => ({
      subject: `${code} är din kod för att bekräfta en åtgärd hos ${serviceName}`,
      heading: "Bekräfta att det är du",
      intro: [
        "Hej!",
        `Du håller på att göra något i ditt konto hos ${serviceName} som vi vill att du bekräftar först.`,
        `Åtgärd: ${action}`,
        "Skriv in koden nedan för att bekräfta den.",
      ],
      code,
      outro: [
        validity(ttlMinutes),
        "Om det inte var du ska du inte lämna ut koden till någon. Hör av dig till vår kundtjänst, så hjälper vi dig att skydda ditt konto.",
      ],
    }),
    password_create: (_data, { serviceName }) => ({
      subject: `Du har valt ett lösenord hos ${serviceName}`,
      heading: "Ditt konto har fått ett lösenord",
      intro: [
        "Hej!",
        `Ditt konto hos ${serviceName} har just fått ett lösenord. Nu kan du logga in med det också.`,
      ],
      outro: [notYou],
    }),
    password_update: (_data, { serviceName }) => ({
      subject: `Ditt lösenord hos ${serviceName} har ändrats`,
      heading: "Ditt lösenord har ändrats",
      intro: ["Hej!", `Lösenordet till ditt konto hos ${serviceName} har just ändrats.`],
      outro: [notYou],
    }),
    password_delete: (_data, { serviceName }) => ({
      subject: `Lösenordet till ditt konto hos ${serviceName} har tagits bort`,
      heading: "Ditt lösenord har tagits bort",
      intro: [
        "Hej!",
        `Lösenordet till ditt konto hos ${serviceName} har just tagits bort. Du loggar in med en engångskod till din e-post i stället.`,
      ],
      outro: [notYou],
    }),
    username_update: ({ newUsername }, { serviceName }) => ({
      subject: `Ditt användarnamn hos ${serviceName} har ändrats`,
      heading: "Ditt användarnamn har ändrats",
      intro: ["Hej!", `Ditt konto hos ${serviceName} har nu användarnamnet ${newUsername}.`],
      outro: [notYou],
    }),
    username_delete: (_data, { serviceName }) => ({
      subject: `Ditt användarnamn hos ${serviceName} har tagits bort`,
      heading: "Ditt användarnamn har tagits bort",
      intro: [
        "Hej!",
        `Användarnamnet har tagits bort från ditt konto hos ${serviceName}. Du loggar in med din e-postadress i stället.`,
      ],
      outro: [notYou],
    }),
    session_revoke: ({ device }, { serviceName }) => ({
      subject: `En enhet har loggats ut från ditt konto hos ${serviceName}`,
      heading: "En enhet har loggats ut",
      intro: [
        "Hej!",
        `Inloggningen på ${device} har avslutats från din profil hos ${serviceName}. Enheten behöver logga in igen för att komma åt kontot.`,
      ],
      outro: [notYou],
    }),
    account_delete: (_data, { serviceName }) => ({
      subject: `Ditt konto hos ${serviceName} har raderats`,
      heading: "Ditt konto har raderats",
      intro: [
        "Hej!",
        `Ditt konto hos ${serviceName} har raderats, och dina e-postadresser, ditt lösenord och dina inloggningar har tagits bort. Tack för den här tiden!`,
        "Beställningar du har gjort finns kvar hos butiken så länge bokföringslagen kräver det.",
      ],
      outro: [notYou],
    }),
    primary_email_update: ({ oldEmailAddress, newEmailAddress }, { serviceName }) => ({
      subject: `Din e-postadress hos ${serviceName} har ändrats`,
      heading: "Din primära e-postadress har ändrats",
      intro: [
        "Hej!",
        `Ditt konto hos ${serviceName} använder nu ${newEmailAddress} som primär e-postadress i stället för ${oldEmailAddress}. Framöver skickar vi mejl om ditt konto dit.`,
      ],
      outro: [notYou],
    }),
    email_create: ({ newEmailAddress }, { serviceName }) => ({
      subject: `En ny e-postadress har lagts till hos ${serviceName}`,
      heading: "En ny e-postadress har lagts till",
      intro: ["Hej!", `${newEmailAddress} har lagts till på ditt konto hos ${serviceName}.`],
      outro: [notYou],
    }),
    email_delete: ({ deletedEmailAddress }, { serviceName }) => ({
      subject: `En e-postadress har tagits bort hos ${serviceName}`,
      heading: "En e-postadress har tagits bort",
      intro: ["Hej!", `${deletedEmailAddress} har tagits bort från ditt konto hos ${serviceName}.`],
      outro: [notYou],
    }),
    passkey_create: (_data, { serviceName }) => ({
      subject: `En ny lösennyckel har lagts till hos ${serviceName}`,
      heading: "En ny lösennyckel har lagts till",
      intro: [
        "Hej!",
        `En ny lösennyckel har lagts till på ditt konto hos ${serviceName}. Med den kan du logga in utan lösenord.`,
      ],
      outro: [notYou],
    }),
    mfa_create: (_data, { serviceName }) => ({
      subject: `Tvåstegsverifiering har lagts till hos ${serviceName}`,
      heading: "Tvåstegsverifiering har lagts till",
      intro: [
        "Hej!",
        `Ett nytt sätt att verifiera dig i två steg har lagts till på ditt konto hos ${serviceName}.`,
      ],
      outro: [notYou],
    }),
    mfa_delete: (_data, { serviceName }) => ({
      subject: `Tvåstegsverifiering har tagits bort hos ${serviceName}`,
      heading: "Tvåstegsverifiering har tagits bort",
      intro: [
        "Hej!",
        `Ett sätt att verifiera dig i två steg har tagits bort från ditt konto hos ${serviceName}.`,
      ],
      outro: [notYou],
    }),
  },
  footer: ({ serviceName }) =>
    `Det här mejlet skickades automatiskt av ${serviceName} och går inte att svara på.`,
};
