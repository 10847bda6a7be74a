// Every word Demo-ID's pages show, in Swedish and in English. Demo-ID stands apart from the shop
// (its own port, its own process), so its few strings live here rather than in the shop's
// message catalogue.
import type { DemoIdLanguage } from "./interaction-language.ts";

/** The longest name that signs in; longer ones are refused beside the field. */
export const NAME_MAX_LENGTH = 100;

export interface InteractionMessages {
  /** The other language's link, in that language. */
  otherLanguage: { lang: DemoIdLanguage; label: string };
  demoNote: string;
  signIn: {
    title: string;
    intro: (client: string) => string;
    nameLabel: string;
    nameHint: string;
    passwordLabel: string;
    passwordHint: string;
    emailRule: string;
    emailWillBe: (email: string) => string;
    submit: string;
    cancel: (client: string) => string;
    nameMissing: string;
    nameTooLong: string;
  };
  consent: {
    title: (client: string) => string;
    signedInAs: (name: string) => string;
    receives: (client: string) => string;
    name: (name: string) => string;
    email: (email: string) => string;
    accountId: string;
    approve: string;
    deny: string;
  };
  home: { title: string; body: string };
  problem: {
    errorPrefix: string;
    notFound: { title: string; body: string };
    crossSite: { title: string; body: string };
    tooLarge: { title: string; body: string };
    failed: { title: string; body: string };
    notAllowed: { title: string; body: string };
    /** oidc-provider refused the request itself (a wrong redirect_uri, an unknown client …). */
    refused: { title: string; body: (code: string) => string };
  };
  /** The error description sent back to the client when the person cancels. */
  cancelled: string;
}

const sv: InteractionMessages = {
  otherLanguage: { lang: "en", label: "In English" },
  demoNote:
    "Demo-ID är demons egen identitetsleverantör. Ingenting kontrolleras: vilket namn och vilket lösenord som helst loggar in. Skriv inte ett riktigt lösenord här.",
  signIn: {
    title: "Logga in med Demo-ID",
    intro: (client) => `${client} vill att du loggar in med Demo-ID.`,
    nameLabel: "Namn",
    nameHint: "Vilket namn som helst, till exempel astrid.",
    passwordLabel: "Lösenord",
    passwordHint: "Vilket lösenord som helst, eller inget alls. Det kontrolleras inte.",
    emailRule:
      "Din e-postadress blir namnet följt av @demo-id.example, till exempel astrid@demo-id.example. Skriver du en e-postadress som namn blir det den.",
    emailWillBe: (email) => `Med det här namnet blir din e-postadress ${email}.`,
    submit: "Logga in",
    cancel: (client) => `Avbryt och gå tillbaka till ${client}`,
    nameMissing: "Skriv ett namn",
    nameTooLong: `Namnet får vara högst ${NAME_MAX_LENGTH} tecken`,
  },
  consent: {
    title: (client) => `Ge ${client} dina uppgifter?`,
    signedInAs: (name) => `Du är inloggad på Demo-ID som ${name}.`,
    receives: (client) => `Godkänner du får ${client}:`,
    name: (name) => `ditt namn: ${name}`,
    email: (email) => `din e-postadress: ${email}`,
    accountId: "ett id för ditt Demo-ID-konto, så att du känns igen nästa gång",
    approve: "Godkänn",
    deny: "Avbryt",
  },
  home: {
    title: "Demo-ID",
    body: "Demons egen identitetsleverantör. Välj ”Logga in med Demo-ID” på butikens inloggningssida; här loggar vilket namn som helst in.",
  },
  problem: {
    errorPrefix: "Fel",
    notFound: {
      title: "Inloggningen hittades inte",
      body: "Den har gått ut, är redan avslutad eller startades i en annan webbläsare. Gå tillbaka till butiken och börja om.",
    },
    crossSite: {
      title: "Formuläret kom inte från Demo-ID",
      body: "Av säkerhetsskäl tar Demo-ID bara emot formulär från sina egna sidor. Gå tillbaka till butiken och börja om.",
    },
    tooLarge: {
      title: "Formuläret var för stort",
      body: "Gå tillbaka och försök igen med ett kortare namn.",
    },
    failed: {
      title: "Något gick fel",
      body: "Demo-ID kunde inte slutföra inloggningen. Gå tillbaka till butiken och försök igen.",
    },
    notAllowed: {
      title: "Sidan finns inte så",
      body: "Den här adressen tar inte emot den sortens anrop.",
    },
    refused: {
      title: "Demo-ID kan inte fortsätta",
      body: (code) =>
        `Inloggningen som skickades hit gick inte att använda (felkod: ${code}). Gå tillbaka till butiken och försök igen.`,
    },
  },
  cancelled: "Personen avbröt inloggningen hos Demo-ID",
};

const en: InteractionMessages = {
  otherLanguage: { lang: "sv", label: "På svenska" },
  demoNote:
    "Demo-ID is the demo's own identity provider. Nothing is checked: any name and any password sign in. Do not type a real password here.",
  signIn: {
    title: "Sign in with Demo-ID",
    intro: (client) => `${client} asks you to sign in with Demo-ID.`,
    nameLabel: "Name",
    nameHint: "Any name, for example astrid.",
    passwordLabel: "Password",
    passwordHint: "Any password, or none at all. It is not checked.",
    emailRule:
      "Your e-mail address will be the name followed by @demo-id.example, for example astrid@demo-id.example. If you type an e-mail address as the name, that is the one used.",
    emailWillBe: (email) => `With this name, your e-mail address will be ${email}.`,
    submit: "Sign in",
    cancel: (client) => `Cancel and go back to ${client}`,
    nameMissing: "Type a name",
    nameTooLong: `The name can be at most ${NAME_MAX_LENGTH} characters`,
  },
  consent: {
    title: (client) => `Give ${client} your details?`,
    signedInAs: (name) => `You are signed in to Demo-ID as ${name}.`,
    receives: (client) => `If you approve, ${client} receives:`,
    name: (name) => `your name: ${name}`,
    email: (email) => `your e-mail address: ${email}`,
    accountId: "an id for your Demo-ID account, so that you are recognised next time",
    approve: "Approve",
    deny: "Cancel",
  },
  home: {
    title: "Demo-ID",
    body: "The demo's own identity provider. Choose “Sign in with Demo-ID” on the shop's sign-in page; here any name signs in.",
  },
  problem: {
    errorPrefix: "Error",
    notFound: {
      title: "Sign-in not found",
      body: "It has expired, has already finished or was started in another browser. Go back to the shop and start again.",
    },
    crossSite: {
      title: "The form did not come from Demo-ID",
      body: "For your safety, Demo-ID only accepts forms from its own pages. Go back to the shop and start again.",
    },
    tooLarge: {
      title: "The form was too large",
      body: "Go back and try again with a shorter name.",
    },
    failed: {
      title: "Something went wrong",
      body: "Demo-ID could not finish the sign-in. Go back to the shop and try again.",
    },
    notAllowed: {
      title: "Not available like this",
      body: "This address does not accept that kind of request.",
    },
    refused: {
      title: "Demo-ID cannot go on",
      body: (code) =>
        `The sign-in request sent here could not be used (error code: ${code}). Go back to the shop and try again.`,
    },
  },
  cancelled: "The person cancelled the sign-in at Demo-ID",
};

export const INTERACTION_MESSAGES: Record<DemoIdLanguage, InteractionMessages> = { sv, en };
