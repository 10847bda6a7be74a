// The pages of "Logga in med Kretsbutiken", rendered on the server: sign-in (our widget, which
// runs the flow API), "continue as" for someone already signed in, consent, sign-out and the
// pages that say why something cannot go on. Everything from outside goes through escapeHtml;
// the one inline stylesheet is allowed by its hash, the only scripts are our own files
// (openid-assets.ts), and the widget's styles carry the page's nonce.
import { createHash } from "node:crypto";
import { escapeHtml } from "../../demo-id/interaction-pages.ts";
import { OPENID_MESSAGES, type OpenIdLanguage, type OpenIdProblem } from "./openid-messages.ts";

// Colours checked against WCAG AA: text 16:1, hints 8:1, links and the button 9:1 on white.
const STYLESHEET = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;background:#fff}
header,main{max-width:30rem;margin:0 auto;padding:1rem}
header{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #d5d5dc}
.brand{margin:0;font-weight:700}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 1rem}
a{color:#14477a}
.note{background:#fff6d6;border-left:4px solid #7a5c00;padding:.75rem 1rem}
.hint{color:#45454f}
form.inline{display:inline}
button{font:inherit;font-weight:700;padding:.6rem 1.25rem;margin:0 .75rem .75rem 0;border:2px solid #14477a;border-radius:4px;background:#14477a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#14477a}
:focus-visible{outline:3px solid #c25e00;outline-offset:2px}
hanko-auth{display:block;margin:1rem 0}
`;

export const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLESHEET).digest("base64")}'`;

export interface Layout {
  lang: OpenIdLanguage;
  title: string;
  /** This page's GET address, for the other language's link; none for a page after a post. */
  path?: string;
  main: string;
  /** Scripts of ours the page loads (module scripts, same origin). */
  scripts?: readonly string[];
}

export function layout({ lang, title, path, main, scripts = [] }: Layout): string {
  const t = OPENID_MESSAGES[lang];
  const other = t.otherLanguage;
  const switcher =
    path === undefined
      ? ""
      : `<a href="${escapeHtml(`${path}?lang=${other.lang}`)}" hreflang="${other.lang}" lang="${other.lang}">${escapeHtml(other.label)}</a>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} – ${t.brand}`)}</title>
<style>${STYLESHEET}</style>
${scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join("\n")}
</head>
<body>
<header>
<p class="brand">${t.brand}</p>
${switcher}
</header>
<main>
${main}
</main>
</body>
</html>
`;
}

export interface SignInPage {
  lang: OpenIdLanguage;
  base: string;
  clientName: string;
  /** The auth server's public URL, which the widget talks to. */
  api: string;
  cookieName: string;
  nonce: string;
  /** The address the request suggested (login_hint); the widget does not take it yet. */
  notice?: string;
}

/** The widget, and a form the page's script posts once the widget has a session. */
export function signInPage(page: SignInPage): string {
  const s = OPENID_MESSAGES[page.lang].signIn;
  return layout({
    lang: page.lang,
    title: s.title,
    path: page.base,
    scripts: [`${assetsPath(page.base)}/sign-in.js`],
    main: `<h1>${escapeHtml(s.title)}</h1>
<p>${escapeHtml(s.intro(page.clientName))}</p>
${page.notice ? `<p class="note" role="alert">${escapeHtml(page.notice)}</p>\n` : ""}<noscript><p class="note">${escapeHtml(s.noScript)}</p></noscript>
<hanko-auth lang="${page.lang}" data-api="${escapeHtml(page.api)}" data-cookie-name="${escapeHtml(page.cookieName)}" data-nonce="${escapeHtml(page.nonce)}"></hanko-auth>
<form id="finish" method="post" action="${escapeHtml(`${page.base}/login`)}" hidden></form>
<p><a href="${escapeHtml(`${page.base}/abort`)}">${escapeHtml(s.cancel(page.clientName))}</a></p>`,
  });
}

/** The assets' folder beside /oidc/interaction/<uid>: /oidc/assets. */
function assetsPath(base: string): string {
  return `${base.slice(0, base.indexOf("/interaction/"))}/assets`;
}

export interface ContinuePage {
  lang: OpenIdLanguage;
  base: string;
  clientName: string;
  who: string;
}

/** Someone signed in already: go on as them, or sign in as someone else. */
export function continuePage(page: ContinuePage): string {
  const s = OPENID_MESSAGES[page.lang].signIn;
  return layout({
    lang: page.lang,
    title: s.title,
    path: page.base,
    main: `<h1>${escapeHtml(s.title)}</h1>
<p>${escapeHtml(s.intro(page.clientName))}</p>
<p>${escapeHtml(s.signedInAs(page.who))}</p>
<form class="inline" method="post" action="${escapeHtml(`${page.base}/login`)}"><button type="submit">${escapeHtml(s.continueAs)}</button></form>
<form class="inline" method="post" action="${escapeHtml(`${page.base}/switch`)}"><button type="submit" class="secondary">${escapeHtml(s.switchAccount)}</button></form>
<p><a href="${escapeHtml(`${page.base}/abort`)}">${escapeHtml(s.cancel(page.clientName))}</a></p>`,
  });
}

export interface ConsentPage {
  lang: OpenIdLanguage;
  base: string;
  clientName: string;
  who: string;
  /** The scopes asked for that were not granted before. */
  scopes: readonly string[];
}

export function consentPage(page: ConsentPage): string {
  const c = OPENID_MESSAGES[page.lang].consent;
  // Every sign-in carries the account's id, whatever else is asked for.
  const scopes = ["openid", ...page.scopes.filter((scope) => scope !== "openid")];
  const items = scopes.flatMap((scope) => {
    // Own members only: a scope named "constructor" is no text of ours.
    const text = Object.hasOwn(c.scopes, scope) ? c.scopes[scope] : undefined;
    return text === undefined ? [] : [`<li>${escapeHtml(text)}</li>`];
  });
  return layout({
    lang: page.lang,
    title: c.title(page.clientName),
    path: page.base,
    main: `<h1>${escapeHtml(c.title(page.clientName))}</h1>
<p>${escapeHtml(c.signedInAs(page.who))}</p>
<p id="receives">${escapeHtml(c.receives(page.clientName))}</p>
<ul aria-labelledby="receives">
${items.join("\n")}
</ul>
<p class="hint">${escapeHtml(c.remembered)}</p>
<form method="post" action="${escapeHtml(`${page.base}/consent`)}">
<button type="submit" name="decision" value="approve">${escapeHtml(c.approve)}</button>
<button type="submit" name="decision" value="deny" class="secondary">${escapeHtml(c.deny)}</button>
</form>`,
  });
}

export function problemPage(lang: OpenIdLanguage, problem: OpenIdProblem): string {
  const { title, text } = OPENID_MESSAGES[lang].problem[problem];
  return layout({
    lang,
    title: `${OPENID_MESSAGES[lang].errorPrefix}: ${title}`,
    main: `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`,
  });
}

/** oidc-provider refused the request itself (an unknown client, a redirect_uri not registered). */
export function refusedPage(lang: OpenIdLanguage, code: string): string {
  const r = OPENID_MESSAGES[lang].refused;
  return layout({
    lang,
    title: `${OPENID_MESSAGES[lang].errorPrefix}: ${r.title}`,
    main: `<h1>${escapeHtml(r.title)}</h1>
<p>${escapeHtml(r.text)}</p>
<p>${escapeHtml(r.code)}: <code>${escapeHtml(code)}</code></p>`,
  });
}

/** The sign-out question; `form` is oidc-provider's hidden form (id op.logoutForm, xsrf). */
export function logoutPage(lang: OpenIdLanguage, form: string, clientName?: string): string {
  const l = OPENID_MESSAGES[lang].logout;
  return layout({
    lang,
    title: l.title,
    main: `<h1>${escapeHtml(l.title)}</h1>
<p>${escapeHtml(l.intro(clientName))}</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(l.confirm)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(l.stay)}</button>`,
  });
}

export function loggedOutPage(lang: OpenIdLanguage): string {
  const l = OPENID_MESSAGES[lang].logout;
  return layout({
    lang,
    title: l.doneTitle,
    main: `<h1>${escapeHtml(l.doneTitle)}</h1>\n<p>${escapeHtml(l.done)}</p>`,
  });
}
