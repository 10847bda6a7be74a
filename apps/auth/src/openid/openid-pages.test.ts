// The pages of "Logga in med Kretsbutiken" (openid-pages.ts): everything from outside escaped,
// the consent list, the sign-in page's widget and form, and the stylesheet's hash.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { OPENID_MESSAGES } from "./openid-messages.ts";
import {
  consentPage,
  continuePage,
  layout,
  loggedOutPage,
  logoutPage,
  problemPage,
  refusedPage,
  signInPage,
  STYLE_HASH,
} from "./openid-pages.ts";

const EVIL = `<script>alert("x")</script>&'`;
const EVIL_ESCAPED = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;";
const BASE = "/oidc/interaction/abc123";

function listItems(html: string): string[] {
  return [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1] ?? "");
}

const sv = OPENID_MESSAGES.sv.consent.scopes;
const en = OPENID_MESSAGES.en.consent.scopes;

describe("consentPage", () => {
  const page = (scopes: readonly string[], lang: "sv" | "en" = "sv") =>
    consentPage({ lang, base: BASE, clientName: "Klubben", who: "kund@example.se", scopes });

  it("one item per known scope, openid first", () => {
    expect(listItems(page(["email", "profile", "offline_access"]))).toEqual([
      sv.openid,
      sv.email,
      sv.profile,
      sv.offline_access,
    ]);
  });

  it("openid first even when asked for last, and only once", () => {
    expect(listItems(page(["profile", "openid", "email"]))).toEqual([
      sv.openid,
      sv.profile,
      sv.email,
    ]);
  });

  it("openid even when not among the scopes", () => {
    expect(listItems(page([]))).toEqual([sv.openid]);
  });

  it("unknown scopes are left out", () => {
    expect(listItems(page(["address", "email", "phone"]))).toEqual([sv.openid, sv.email]);
  });

  // oidc-provider drops scopes it was not configured with before the consent page (see
  // openid-basic-checks.test.ts); the page does not rely on it.
  it("scopes named like Object.prototype members are left out too", () => {
    expect(listItems(page(["constructor", "toString", "email"]))).toEqual([sv.openid, sv.email]);
  });

  it("in English", () => {
    const html = page(["email"], "en");
    expect(listItems(html)).toEqual([en.openid, en.email]);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Give Klubben access to your account?");
  });

  it("escapes the client's name and the person", () => {
    const html = consentPage({
      lang: "sv",
      base: BASE,
      clientName: EVIL,
      who: EVIL,
      scopes: ["email"],
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain(`<h1>Ge ${EVIL_ESCAPED} tillgång till ditt konto?</h1>`);
    expect(html).toContain(`<p>Inloggad som ${EVIL_ESCAPED}.</p>`);
    expect(html).toContain(`<title>Ge ${EVIL_ESCAPED} tillgång till ditt konto? – Kretsbutiken`);
  });

  it("posts approve or deny to <base>/consent", () => {
    const html = page([]);
    expect(html).toContain(`<form method="post" action="${BASE}/consent">`);
    expect(html).toContain('name="decision" value="approve"');
    expect(html).toContain('name="decision" value="deny"');
    expect(html).toContain(`<a href="${BASE}?lang=en" hreflang="en" lang="en">In English</a>`);
  });
});

describe("signInPage", () => {
  const base = {
    lang: "sv" as const,
    base: BASE,
    clientName: "Klubben",
    api: "https://auth.example",
    cookieName: "hanko",
    nonce: "bm9uY2U=",
  };

  it("the widget with the API, cookie name and nonce; the finishing form; the script", () => {
    const html = signInPage(base);
    expect(html).toContain(
      '<hanko-auth lang="sv" data-api="https://auth.example" data-cookie-name="hanko" data-nonce="bm9uY2U="></hanko-auth>',
    );
    expect(html).toContain(`<form id="finish" method="post" action="${BASE}/login" hidden>`);
    expect(html).toContain('<script type="module" src="/oidc/assets/sign-in.js"></script>');
    expect(html).toContain(`<a href="${BASE}/abort">Avbryt och gå tillbaka till Klubben</a>`);
    expect(html).not.toContain('role="alert"');
  });

  it("a notice only when given, escaped", () => {
    const html = signInPage({ ...base, notice: EVIL });
    expect(html).toContain(`<p class="note" role="alert">${EVIL_ESCAPED}</p>`);
    expect(signInPage({ ...base, notice: "" })).not.toContain('role="alert"');
  });

  it("escapes everything from outside", () => {
    const html = signInPage({
      ...base,
      clientName: EVIL,
      api: `https://a.example/"><script>`,
      cookieName: `c"><x`,
      nonce: `n"><x`,
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain(`data-api="https://a.example/&quot;&gt;&lt;script&gt;"`);
    expect(html).toContain(`data-cookie-name="c&quot;&gt;&lt;x"`);
    expect(html).toContain(`data-nonce="n&quot;&gt;&lt;x"`);
  });

  it("the assets beside the interaction, whatever the mount", () => {
    const html = signInPage({ ...base, base: "/op/interaction/u1" });
    expect(html).toContain('src="/op/assets/sign-in.js"');
  });
});

describe("continuePage", () => {
  it("continue and switch forms, the person escaped", () => {
    const html = continuePage({ lang: "sv", base: BASE, clientName: EVIL, who: EVIL });
    expect(html).not.toContain("<script>");
    expect(html).toContain(`<p>Du är inloggad hos Kretsbutiken som ${EVIL_ESCAPED}.</p>`);
    expect(html).toContain(`action="${BASE}/login"`);
    expect(html).toContain(`action="${BASE}/switch"`);
    expect(html).not.toContain("<hanko-auth");
    expect(html).not.toContain("<script");
  });
});

describe("the other pages", () => {
  it("problemPage: title and text of the problem, no language switch", () => {
    const html = problemPage("en", "notFound");
    expect(html).toContain("<title>Error: Sign-in not found – Kretsbutiken</title>");
    expect(html).toContain("<h1>Sign-in not found</h1>");
    expect(html).not.toContain("hreflang");
  });

  it("refusedPage: the error code escaped", () => {
    const html = refusedPage("sv", `<b>x</b>`);
    expect(html).toContain("<code>&lt;b&gt;x&lt;/b&gt;</code>");
    expect(html).toContain("<title>Fel: Inloggningen kunde inte starta – Kretsbutiken</title>");
  });

  it("logoutPage: oidc-provider's form as given, the client's name escaped", () => {
    const form =
      '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"></form>';
    const html = logoutPage("sv", form, EVIL);
    expect(html).toContain(form);
    expect(html).toContain(EVIL_ESCAPED);
    expect(html).not.toContain("<script>");
    expect(html).toContain('form="op.logoutForm" name="logout" value="yes"');
    expect(logoutPage("sv", form)).toContain(
      "<p>Du loggas ut från Kretsbutiken i den här webbläsaren.</p>",
    );
  });

  it("loggedOutPage", () => {
    expect(loggedOutPage("en")).toContain("<h1>You are signed out</h1>");
  });
});

describe("layout", () => {
  it("the language switch only with a path, escaped", () => {
    const html = layout({ lang: "en", title: "T", path: `/p"<x`, main: "<p>m</p>" });
    expect(html).toContain(
      '<a href="/p&quot;&lt;x?lang=sv" hreflang="sv" lang="sv">På svenska</a>',
    );
    expect(layout({ lang: "en", title: "T", main: "" })).not.toContain("hreflang");
  });

  it("the title escaped, main as given, scripts as modules", () => {
    const html = layout({
      lang: "sv",
      title: "<T>",
      main: "<p>m</p>",
      scripts: ["/a.js", `/b".js`],
    });
    expect(html).toContain("<title>&lt;T&gt; – Kretsbutiken</title>");
    expect(html).toContain("<main>\n<p>m</p>\n</main>");
    expect(html).toContain(
      '<script type="module" src="/a.js"></script>\n<script type="module" src="/b&quot;.js"></script>',
    );
    expect(layout({ lang: "sv", title: "x", main: "" })).not.toContain("<script");
  });

  it("STYLE_HASH is the SHA-256 of the style element's content, as CSP wants it", () => {
    const html = layout({ lang: "sv", title: "T", main: "" });
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
    expect(styles).toHaveLength(1);
    const content = styles[0]?.[1] ?? "";
    expect(content.length).toBeGreaterThan(100);
    const hash = createHash("sha256").update(content).digest("base64");
    expect(STYLE_HASH).toBe(`'sha256-${hash}'`);
    expect(html).not.toMatch(/style="/);
  });
});
