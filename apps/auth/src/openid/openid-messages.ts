// Every text of "Logga in med Kretsbutiken"'s own pages, in Swedish and English.
export type OpenIdLanguage = "sv" | "en";

export type OpenIdProblem = "notFound" | "crossSite" | "notAllowed" | "tooLarge" | "failed";

const sv = {
  brand: "Kretsbutiken",
  otherLanguage: { lang: "en", label: "In English" },
  errorPrefix: "Fel",
  signIn: {
    title: "Logga in med Kretsbutiken",
    intro: (client: string) =>
      `${client} vill veta vem du är. Logga in med ditt konto hos Kretsbutiken för att fortsätta.`,
    noScript: "Inloggningen behöver JavaScript. Slå på det och ladda om sidan.",
    signedInAs: (who: string) => `Du är inloggad hos Kretsbutiken som ${who}.`,
    continueAs: "Fortsätt",
    switchAccount: "Logga in med ett annat konto",
    sessionGone: "Din inloggning hos Kretsbutiken har gått ut. Logga in igen.",
    cancel: (client: string) => `Avbryt och gå tillbaka till ${client}`,
  },
  consent: {
    title: (client: string) => `Ge ${client} tillgång till ditt konto?`,
    signedInAs: (who: string) => `Inloggad som ${who}.`,
    receives: (client: string) => `${client} får:`,
    scopes: {
      openid: "Ett id som känner igen ditt konto hos Kretsbutiken",
      email: "Din e-postadress, och om den är bekräftad",
      profile: "Ditt användarnamn",
      offline_access: "Fortsatt åtkomst även när du inte använder tjänsten",
    } as Record<string, string>,
    remembered: "Vi kommer ihåg ditt svar, så du får inte frågan nästa gång.",
    approve: "Godkänn",
    deny: "Avbryt",
  },
  cancelled: "Inloggningen avbröts.",
  logout: {
    title: "Logga ut från Kretsbutiken?",
    intro: (client: string | undefined) =>
      client === undefined
        ? "Du loggas ut från Kretsbutiken i den här webbläsaren."
        : `${client} vill logga ut dig. Du loggas ut från Kretsbutiken i den här webbläsaren.`,
    confirm: "Logga ut",
    stay: "Förbli inloggad",
    doneTitle: "Du är utloggad",
    done: "Du är nu utloggad från Kretsbutiken i den här webbläsaren.",
  },
  problem: {
    notFound: {
      title: "Inloggningen hittades inte",
      text: "Den har gått ut eller avslutats. Gå tillbaka till tjänsten du kom från och försök igen.",
    },
    crossSite: {
      title: "Begäran kom från en annan webbplats",
      text: "Av säkerhetsskäl tar vi bara emot svar från våra egna sidor. Försök igen härifrån.",
    },
    notAllowed: {
      title: "Fel sorts begäran",
      text: "Adressen öppnas inte på det här sättet. Gå tillbaka och försök igen.",
    },
    tooLarge: {
      title: "För mycket data",
      text: "Formuläret var för stort. Gå tillbaka och försök igen.",
    },
    failed: {
      title: "Något gick fel",
      text: "Vi kunde inte slutföra inloggningen. Försök igen om en stund.",
    },
  } satisfies Record<OpenIdProblem, { title: string; text: string }>,
  refused: {
    title: "Inloggningen kunde inte starta",
    text: "Tjänsten som skickade dig hit bad om något vi inte kan ge. Kontakta tjänsten och ange felkoden.",
    code: "Felkod",
  },
};

const en: typeof sv = {
  brand: "Kretsbutiken",
  otherLanguage: { lang: "sv", label: "På svenska" },
  errorPrefix: "Error",
  signIn: {
    title: "Sign in with Kretsbutiken",
    intro: (client) =>
      `${client} wants to know who you are. Sign in with your Kretsbutiken account to continue.`,
    noScript: "Signing in needs JavaScript. Turn it on and reload the page.",
    signedInAs: (who) => `You are signed in to Kretsbutiken as ${who}.`,
    continueAs: "Continue",
    switchAccount: "Sign in with another account",
    sessionGone: "Your Kretsbutiken sign-in has ended. Please sign in again.",
    cancel: (client) => `Cancel and go back to ${client}`,
  },
  consent: {
    title: (client) => `Give ${client} access to your account?`,
    signedInAs: (who) => `Signed in as ${who}.`,
    receives: (client) => `${client} will get:`,
    scopes: {
      openid: "An id that recognises your Kretsbutiken account",
      email: "Your email address, and whether it is verified",
      profile: "Your username",
      offline_access: "Continued access while you are not using the service",
    },
    remembered: "We remember your answer, so you will not be asked next time.",
    approve: "Allow",
    deny: "Cancel",
  },
  cancelled: "The sign-in was cancelled.",
  logout: {
    title: "Sign out of Kretsbutiken?",
    intro: (client) =>
      client === undefined
        ? "You will be signed out of Kretsbutiken in this browser."
        : `${client} wants to sign you out. You will be signed out of Kretsbutiken in this browser.`,
    confirm: "Sign out",
    stay: "Stay signed in",
    doneTitle: "You are signed out",
    done: "You are now signed out of Kretsbutiken in this browser.",
  },
  problem: {
    notFound: {
      title: "Sign-in not found",
      text: "It has expired or ended. Go back to the service you came from and try again.",
    },
    crossSite: {
      title: "The request came from another site",
      text: "For your safety we only accept answers from our own pages. Please try again from here.",
    },
    notAllowed: {
      title: "Wrong kind of request",
      text: "This address is not opened this way. Go back and try again.",
    },
    tooLarge: {
      title: "Too much data",
      text: "The form was too large. Go back and try again.",
    },
    failed: {
      title: "Something went wrong",
      text: "We could not finish the sign-in. Please try again in a moment.",
    },
  },
  refused: {
    title: "The sign-in could not start",
    text: "The service that sent you here asked for something we cannot give. Contact the service and give it the error code.",
    code: "Error code",
  },
};

export const OPENID_MESSAGES: Record<OpenIdLanguage, typeof sv> = { sv, en };
