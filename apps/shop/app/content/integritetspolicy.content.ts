import type { ProseSection } from "../components/prose.tsx";
import { defineContent } from "../../domain/define-messages.ts";

export interface StorageRow {
  name: string;
  kind: string;
  purpose: string;
  lifetime: string;
}

export interface PrivacyContent {
  title: string;
  description: string;
  validFrom: string;
  sections: ProseSection[];
  cookies: {
    heading: string;
    paragraphs: string[];
    columns: [string, string, string, string];
    rows: StorageRow[];
    currentChoice: string;
    choices: { preferences: string; necessary: string; none: string };
    change: string;
  };
  rights: ProseSection[];
}

const PREFERENCE_NAMES =
  "selectedLanguage, selectedCurrency, selectedCurrencySymbol, currencyConversionMultiple, primaryColor";

export const privacyContent = defineContent<PrivacyContent>({
  se: {
    title: "Integritetspolicy",
    description:
      "Så hanterar Kretsbutiken dina personuppgifter och cookies, och vilka rättigheter du har.",
    validFrom: "Gäller från 22 november 2026.",
    sections: [
      {
        heading: "Vem ansvarar för dina uppgifter",
        paragraphs: [
          "Kretsbutiken är personuppgiftsansvarig för de uppgifter som beskrivs här. Företagets namn, organisationsnummer och kontaktuppgifter står längst ner på varje sida.",
        ],
      },
      {
        heading: "Nyhetsbrevet",
        paragraphs: [
          "När du anmäler dig till nyhetsbrevet sparar vi din e-postadress, vilket språk du använde och när du anmälde dig. Vi gör det med ditt samtycke, och bara för att skicka nyhetsbrevet. Du kan när som helst avsluta prenumerationen; då slutar vi använda adressen för utskick.",
        ],
      },
      {
        heading: "Kontaktformuläret",
        paragraphs: [
          "När du skriver till oss sparar vi ditt namn, din e-postadress, ditt meddelande och – om du anger dem – telefonnummer och ordernummer. Vi behöver uppgifterna för att kunna besvara ditt ärende (berättigat intresse). Ett år efter att ärendet är avslutat raderas meddelandet, och senast två år efter att du skrev det, hur ärendet än gick.",
        ],
      },
      {
        heading: "Ditt konto och dina köp",
        paragraphs: [
          "När du handlar sparar vi det vi behöver för att leverera och ta betalt: namn, adress, e-post, telefonnummer och vad du köpt (avtal). Har du ett konto sparar vi också din adressbok och dina bevakningar tills du tar bort dem.",
          "Du kan radera ditt konto själv under Mina sidor → Radera mitt konto. Då raderas inloggningskontot, din adressbok, dina bevakningar, dina meddelanden till kundtjänst, nyhetsbrevet och dina röster på omdömen. Dina omdömen tas bort, eller står kvar utan namn om du väljer det.",
          "Ordrarna själva – nummer, datum, varor, belopp och moms – sparar vi i sju år efter räkenskapsåret, eftersom bokföringslagen kräver det. Namn, adresser, telefonnummer, e-post och kopplingen till ditt konto tas bort ur dem, så att de inte längre går att knyta till dig, och bara personal med behörighet till bokföringen kommer åt dem. En order som inte är klar (inte levererad, inom ångerrätten eller med en återbetalning på gång) behöver dina uppgifter tills den är klar; så länge går kontot inte att radera.",
        ],
      },
      {
        heading: "Vilka som får ta del av uppgifterna",
        paragraphs: [
          "Vi säljer aldrig dina uppgifter. De lagras hos de leverantörer som driver butiken åt oss, som bara får behandla dem för vår räkning.",
        ],
      },
    ],
    cookies: {
      heading: "Cookies och lagring i webbläsaren",
      paragraphs: [
        "Vi lagrar bara det som behövs för att butiken ska fungera, och dina val av språk, valuta och färg. Valen sparas till nästa besök bara om du säger ja; annars glöms de när du stänger webbläsaren. Vi använder inga cookies för statistik eller reklam.",
      ],
      columns: ["Namn", "Typ", "Syfte", "Hur länge"],
      rows: [
        {
          name: "cookieConsent",
          kind: "Cookie, nödvändig",
          purpose: "Ditt svar om cookies",
          lifetime: "12 månader",
        },
        {
          name: PREFERENCE_NAMES,
          kind: "Cookies, inställningar",
          purpose: "Ditt val av språk, valuta och färg",
          lifetime: "12 månader med ditt ja, annars tills du stänger webbläsaren",
        },
        {
          name: "wishlistItems, cartItems, compareItems",
          kind: "Lokal lagring, nödvändig",
          purpose: "Önskelistan, varukorgen och jämförelsen du bygger",
          lifetime: "Tills du tömmer dem",
        },
        {
          name: "newsletterPromptSeen",
          kind: "Lokal lagring, inställning",
          purpose: "Att du redan har sett rutan om nyhetsbrevet",
          lifetime: "Med ditt ja tills vidare, annars tills du stänger webbläsaren",
        },
        {
          name: "kretsbutiken:chunk-reload",
          kind: "Sessionslagring, nödvändig",
          purpose: "Hindrar att sidan laddas om flera gånger efter en uppdatering",
          lifetime: "Tills du stänger webbläsaren",
        },
      ],
      currentChoice: "Ditt nuvarande val:",
      choices: {
        preferences: "dina val sparas till nästa besök",
        necessary: "bara nödvändiga cookies",
        none: "du har inte svarat än",
      },
      change: "Ändra ditt val:",
    },
    rights: [
      {
        heading: "Dina rättigheter",
        paragraphs: [
          "Du har rätt att få veta vilka uppgifter vi har om dig, att få dem rättade eller raderade, att begränsa eller invända mot behandlingen och att få ut uppgifterna i ett maskinläsbart format. Skriv till oss via kontaktformuläret.",
          "Är du missnöjd med hur vi hanterar dina uppgifter kan du klaga hos Integritetsskyddsmyndigheten (IMY).",
        ],
      },
    ],
  },
  en: {
    title: "Privacy policy",
    description:
      "How Kretsbutiken handles your personal data and cookies, and what rights you have.",
    validFrom: "Valid from 22 November 2026.",
    sections: [
      {
        heading: "Who is responsible for your data",
        paragraphs: [
          "Kretsbutiken is the controller of the data described here. The company's name, registration number and contact details are at the bottom of every page.",
        ],
      },
      {
        heading: "The newsletter",
        paragraphs: [
          "When you sign up for the newsletter we keep your email address, the language you used and when you signed up. We do so with your consent, and only to send the newsletter. You can unsubscribe at any time; we then stop using the address for mailings.",
        ],
      },
      {
        heading: "The contact form",
        paragraphs: [
          "When you write to us we keep your name, email address, message and – if you give them – phone number and order number. We need them to answer your matter (legitimate interest). The message is deleted a year after the matter is closed, and at the latest two years after you wrote it, whatever became of the matter.",
        ],
      },
      {
        heading: "Your account and your purchases",
        paragraphs: [
          "When you shop we keep what we need to deliver and to be paid: name, address, email, phone number and what you bought (contract). With an account we also keep your address book and your alerts until you remove them.",
          "You can delete your account yourself under My pages → Delete my account. Your sign-in account, address book, alerts, messages to customer service, newsletter sign-up and votes on reviews are then deleted. Your reviews are removed, or kept without a name if you choose so.",
          "The orders themselves – number, date, items, amounts and VAT – are kept for seven years after the financial year, as Swedish bookkeeping law requires. Names, addresses, phone numbers, email and the link to your account are removed from them, so that they can no longer be tied to you, and only staff with access to the books can see them. An order that is not finished (not yet delivered, within the right of withdrawal or with a refund under way) needs your details until it is; until then the account cannot be deleted.",
        ],
      },
      {
        heading: "Who can see the data",
        paragraphs: [
          "We never sell your data. It is stored with the suppliers that run the shop for us, who may only process it on our behalf.",
        ],
      },
    ],
    cookies: {
      heading: "Cookies and browser storage",
      paragraphs: [
        "We only store what the shop needs to work, and your choice of language, currency and colour. Your choices are kept for your next visit only if you say yes; otherwise they are forgotten when you close the browser. We use no cookies for statistics or advertising.",
      ],
      columns: ["Name", "Type", "Purpose", "How long"],
      rows: [
        {
          name: "cookieConsent",
          kind: "Cookie, necessary",
          purpose: "Your answer about cookies",
          lifetime: "12 months",
        },
        {
          name: PREFERENCE_NAMES,
          kind: "Cookies, preferences",
          purpose: "Your choice of language, currency and colour",
          lifetime: "12 months with your yes, otherwise until you close the browser",
        },
        {
          name: "wishlistItems, cartItems, compareItems",
          kind: "Local storage, necessary",
          purpose: "The wishlist, cart and comparison you build",
          lifetime: "Until you empty them",
        },
        {
          name: "newsletterPromptSeen",
          kind: "Local storage, preference",
          purpose: "That you have already seen the newsletter box",
          lifetime: "With your yes until further notice, otherwise until you close the browser",
        },
        {
          name: "kretsbutiken:chunk-reload",
          kind: "Session storage, necessary",
          purpose: "Stops the page from reloading repeatedly after an update",
          lifetime: "Until you close the browser",
        },
      ],
      currentChoice: "Your current choice:",
      choices: {
        preferences: "your choices are kept for your next visit",
        necessary: "necessary cookies only",
        none: "you have not answered yet",
      },
      change: "Change your choice:",
    },
    rights: [
      {
        heading: "Your rights",
        paragraphs: [
          "You have the right to know what data we hold about you, to have it corrected or erased, to restrict or object to its processing and to receive it in a machine-readable format. Write to us through the contact form.",
          "If you are unhappy with how we handle your data, you can complain to the Swedish Authority for Privacy Protection (IMY).",
        ],
      },
    ],
  },
});
