// Demo-ID's pages as plain server-rendered HTML: sign-in, consent, its front page and the pages
// that say why something cannot go on. No script at all; the one inline stylesheet is allowed by
// its hash in the Content-Security-Policy (interaction-routes.ts), so nothing else can be
// injected to style or run. Every value from outside goes through `escapeHtml`.
import { createHash } from "node:crypto";
import { demoIdClaims } from "./demo-id-claims.ts";
import type { DemoIdLanguage } from "./interaction-language.ts";
import { INTERACTION_MESSAGES } from "./interaction-messages.ts";

// Colours checked against WCAG AA: body text 16:1, hints 8:1, links and the button 9:1, the
// error 7:1 on white; the focus ring 4:1 against white and the button.
const STYLESHEET = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;background:#fff}
header,main{max-width:34rem;margin:0 auto;padding:1rem}
header{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #d5d5dc}
.brand{margin:0;font-weight:700}
h1{font-size:1.6rem;line-height:1.25;margin:.5rem 0 1rem}
a{color:#14477a}
.note{background:#fff6d6;border-left:4px solid #7a5c00;padding:.75rem 1rem}
.field{margin:1.25rem 0}
label{display:block;font-weight:700}
.hint{color:#45454f;margin:.25rem 0}
.error{color:#a4001d;font-weight:700;margin:.25rem 0}
input{display:block;width:100%;font:inherit;padding:.5rem;border:2px solid #5c5c66;border-radius:4px}
input[aria-invalid=true]{border-color:#a4001d}
button{font:inherit;font-weight:700;padding:.6rem 1.25rem;margin:0 .75rem .75rem 0;border:2px solid #14477a;border-radius:4px;background:#14477a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#14477a}
:focus-visible{outline:3px solid #c25e00;outline-offset:2px}
`;

/** The hash that lets the inline stylesheet, and only it, apply. */
export const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLESHEET).digest("base64")}'`;

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

interface Layout {
  lang: DemoIdLanguage;
  title: string;
  /** Where the other language's link goes: this page's GET address. */
  path: string;
  /** A form came back with an error: the tab's title says so first. */
  hasError?: boolean;
  main: string;
}

function layout({ lang, title, path, hasError = false, main }: Layout): string {
  const t = INTERACTION_MESSAGES[lang];
  const other = t.otherLanguage;
  const fullTitle = `${hasError ? `${t.problem.errorPrefix}: ` : ""}${title} – Demo-ID`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(fullTitle)}</title>
<style>${STYLESHEET}</style>
</head>
<body>
<header>
<p class="brand">Demo-ID</p>
<a href="${escapeHtml(`${path}?lang=${other.lang}`)}" hreflang="${other.lang}" lang="${other.lang}">${escapeHtml(other.label)}</a>
</header>
<main>
${main}
</main>
</body>
</html>
`;
}

export interface SignInPage {
  lang: DemoIdLanguage;
  uid: string;
  clientName: string;
  /** The name as typed (or the client's login_hint), kept when the form comes back. */
  name: string;
  error?: "nameMissing" | "nameTooLong";
}

export function signInPage({ lang, uid, clientName, name, error }: SignInPage): string {
  const t = INTERACTION_MESSAGES[lang];
  const s = t.signIn;
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const trimmed = name.trim();
  // The address the name will have, once there is a name that signs in; the rule before that.
  const emailLine =
    error === undefined && trimmed !== ""
      ? s.emailWillBe(demoIdClaims(trimmed).email)
      : s.emailRule;
  const describedBy = ["name-hint", ...(error ? ["name-error"] : []), "email-rule"].join(" ");
  return layout({
    lang,
    title: s.title,
    path: base,
    hasError: error !== undefined,
    main: `<h1>${escapeHtml(s.title)}</h1>
<p>${escapeHtml(s.intro(clientName))}</p>
<p class="note">${escapeHtml(t.demoNote)}</p>
<form method="post" action="${base}/login" novalidate>
<div class="field">
<label for="name">${escapeHtml(s.nameLabel)}</label>
<p class="hint" id="name-hint">${escapeHtml(s.nameHint)}</p>
${error ? `<p class="error" id="name-error">${escapeHtml(s[error])}</p>\n` : ""}<input id="name" name="name" type="text" value="${escapeHtml(name)}" autocomplete="username" autocapitalize="none" spellcheck="false" aria-required="true" aria-describedby="${describedBy}"${error ? ' aria-invalid="true" autofocus' : ""}>
<p class="hint" id="email-rule">${escapeHtml(emailLine)}</p>
</div>
<div class="field">
<label for="password">${escapeHtml(s.passwordLabel)}</label>
<p class="hint" id="password-hint">${escapeHtml(s.passwordHint)}</p>
<input id="password" name="password" type="password" autocomplete="current-password" aria-describedby="password-hint">
</div>
<button type="submit">${escapeHtml(s.submit)}</button>
</form>
<p><a href="${base}/abort">${escapeHtml(s.cancel(clientName))}</a></p>`,
  });
}

export interface ConsentPage {
  lang: DemoIdLanguage;
  uid: string;
  clientName: string;
  /** The signed-in account's id: the name it signed in with. */
  accountId: string;
  /** The scopes and claims the client asks for that it was not given before. */
  scopes: readonly string[];
  claims: readonly string[];
}

export function consentPage(page: ConsentPage): string {
  const { lang, uid, clientName, accountId } = page;
  const t = INTERACTION_MESSAGES[lang];
  const c = t.consent;
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const account = demoIdClaims(accountId);
  const wants = (scope: string, claim: string) =>
    page.scopes.includes(scope) || page.claims.includes(claim);
  const items = [
    ...(wants("profile", "name") ? [c.name(account.name)] : []),
    ...(wants("email", "email") ? [c.email(account.email)] : []),
    // Every sign-in carries the account's id (`sub`), whatever else is asked for.
    c.accountId,
  ];
  return layout({
    lang,
    title: c.title(clientName),
    path: base,
    main: `<h1>${escapeHtml(c.title(clientName))}</h1>
<p>${escapeHtml(c.signedInAs(account.name))}</p>
<p id="receives">${escapeHtml(c.receives(clientName))}</p>
<ul aria-labelledby="receives">
${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("\n")}
</ul>
<p class="note">${escapeHtml(t.demoNote)}</p>
<form method="post" action="${base}/consent">
<button type="submit" name="decision" value="approve">${escapeHtml(c.approve)}</button>
<button type="submit" name="decision" value="deny" class="secondary">${escapeHtml(c.deny)}</button>
</form>`,
  });
}

export function homePage(lang: DemoIdLanguage): string {
  const { home, demoNote } = INTERACTION_MESSAGES[lang];
  return layout({
    lang,
    title: home.title,
    path: "/",
    main: `<h1>${escapeHtml(home.title)}</h1>
<p>${escapeHtml(home.body)}</p>
<p class="note">${escapeHtml(demoNote)}</p>`,
  });
}

export type Problem = "notFound" | "crossSite" | "tooLarge" | "failed" | "notAllowed";

/** oidc-provider's own refusal (its renderError), with the OAuth error code it gives. */
export function refusedPage(lang: DemoIdLanguage, code: string): string {
  const { title, body } = INTERACTION_MESSAGES[lang].problem.refused;
  return layout({
    lang,
    title,
    path: "/",
    main: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body(code))}</p>`,
  });
}

export function problemPage(lang: DemoIdLanguage, problem: Problem, path: string): string {
  const { title, body } = INTERACTION_MESSAGES[lang].problem[problem];
  return layout({
    lang,
    title,
    path,
    main: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>`,
  });
}
