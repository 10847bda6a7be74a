// Kundklubben's pages: plain HTML without script, in Swedish or English.
import { createHash } from "node:crypto";
import { escapeHtml } from "../demo-id/interaction-pages.ts";

type Lang = "sv" | "en";
type Problem = "cancelled" | "expired" | "crossSite" | "notFound" | "failed";

const STYLESHEET = `
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;background:#f6f3ee}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 1rem}
.note{color:#45454f;font-size:.9rem}
dt{font-weight:700}dd{margin:0 0 .5rem;overflow-wrap:anywhere}
button{font:inherit;font-weight:700;padding:.6rem 1.25rem;border:2px solid #14477a;border-radius:4px;background:#14477a;color:#fff;cursor:pointer}
a{color:#14477a}
:focus-visible{outline:3px solid #c25e00;outline-offset:2px}
`;

export const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLESHEET).digest("base64")}'`;

const TEXT = {
  sv: {
    title: "Kretsbutikens kundklubb",
    intro:
      "Samla poäng på dina köp och få medlemserbjudanden. Logga in med ditt konto hos Kretsbutiken – du behöver inget nytt lösenord.",
    signIn: "Logga in med Kretsbutiken",
    demo: "En exempeltjänst som visar inloggning med Kretsbutiken (OpenID Connect).",
    welcome: "Välkommen till kundklubben",
    signedInAs: "Du är inloggad med ditt konto hos Kretsbutiken.",
    id: "Medlems-id",
    email: "E-post",
    verified: "bekräftad",
    unverified: "inte bekräftad",
    signOut: "Logga ut",
    back: "Till kundklubbens startsida",
    problems: {
      cancelled: "Inloggningen avbröts. Du är inte inloggad.",
      expired: "Inloggningen hade gått ut. Försök igen.",
      crossSite: "Begäran kom från en annan webbplats.",
      notFound: "Sidan finns inte.",
      failed: "Inloggningen kunde inte slutföras just nu. Försök igen om en stund.",
    },
  },
  en: {
    title: "Kretsbutiken's customer club",
    intro:
      "Collect points on your purchases and get member offers. Sign in with your Kretsbutiken account – no new password needed.",
    signIn: "Sign in with Kretsbutiken",
    demo: "An example service showing sign-in with Kretsbutiken (OpenID Connect).",
    welcome: "Welcome to the customer club",
    signedInAs: "You are signed in with your Kretsbutiken account.",
    id: "Member id",
    email: "Email",
    verified: "verified",
    unverified: "not verified",
    signOut: "Sign out",
    back: "To the customer club's home page",
    problems: {
      cancelled: "The sign-in was cancelled. You are not signed in.",
      expired: "The sign-in had expired. Please try again.",
      crossSite: "The request came from another site.",
      notFound: "There is no such page.",
      failed: "The sign-in could not be finished right now. Please try again in a moment.",
    },
  },
} satisfies Record<Lang, unknown>;

function layout(lang: Lang, title: string, main: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLESHEET}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}

export function homePage(lang: Lang): string {
  const t = TEXT[lang];
  return layout(
    lang,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<form method="post" action="/login"><button type="submit">${escapeHtml(t.signIn)}</button></form>
<p class="note">${escapeHtml(t.demo)}</p>`,
  );
}

export function memberPage(
  lang: Lang,
  member: { sub: string; email?: string; emailVerified?: boolean },
): string {
  const t = TEXT[lang];
  const email =
    member.email === undefined
      ? ""
      : `<dt>${escapeHtml(t.email)}</dt><dd>${escapeHtml(member.email)} (${escapeHtml(member.emailVerified ? t.verified : t.unverified)})</dd>`;
  return layout(
    lang,
    t.welcome,
    `<h1>${escapeHtml(t.welcome)}</h1>
<p>${escapeHtml(t.signedInAs)}</p>
<dl>
<dt>${escapeHtml(t.id)}</dt><dd>${escapeHtml(member.sub)}</dd>
${email}
</dl>
<form method="post" action="/logout"><button type="submit">${escapeHtml(t.signOut)}</button></form>`,
  );
}

export function problemPage(lang: Lang, problem: Problem): string {
  const t = TEXT[lang];
  return layout(
    lang,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p role="alert">${escapeHtml(t.problems[problem])}</p>
<p><a href="/">${escapeHtml(t.back)}</a></p>`,
  );
}
