// How the provider's pages answer (openid-responses.ts): the headers, the cookies, the language,
// and the pages oidc-provider renders through us.
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { STYLE_HASH } from "./openid-pages.ts";
import {
  languageOf,
  logoutPages,
  newNonce,
  OPENID_LANGUAGE_COOKIE,
  pageHeaders,
  refusalPage,
  send,
} from "./openid-responses.ts";

const CSP =
  `default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self' data:; ` +
  `style-src ${STYLE_HASH}; frame-ancestors 'none'; base-uri 'none'`;

describe("pageHeaders", () => {
  it("without a nonce: the strict headers, the stylesheet's hash only", () => {
    expect(pageHeaders()).toEqual({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "same-origin",
      "Content-Security-Policy": CSP,
    });
    expect(pageHeaders()["Content-Security-Policy"]).not.toContain("nonce");
  });

  it("with a nonce: the widget's styles allowed by it, after the hash", () => {
    const csp = pageHeaders("abc+/=")["Content-Security-Policy"];
    expect(csp).toBe(
      CSP.replace(`style-src ${STYLE_HASH}`, `style-src ${STYLE_HASH} 'nonce-abc+/='`),
    );
  });

  it("an empty nonce is still a nonce (only undefined leaves it out)", () => {
    expect(pageHeaders("")["Content-Security-Policy"]).toContain(`${STYLE_HASH} 'nonce-'`);
  });
});

describe("newNonce", () => {
  it("16 random bytes in base64, new each time", () => {
    const nonce = newNonce();
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(nonce);
  });
});

function fakeResponse() {
  const written: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
  const response = {
    writeHead(status: number, headers: Record<string, unknown>) {
      written.status = status;
      written.headers = headers;
      return response;
    },
    end(body: string) {
      written.body = body;
      return response;
    },
  };
  return { response: response as unknown as ServerResponse, written };
}

describe("send", () => {
  it("status, headers and the page; no Set-Cookie when there is nothing to set", () => {
    const { response, written } = fakeResponse();
    send(response, { status: 401, html: "<p>x</p>" });
    expect(written).toEqual({ status: 401, headers: pageHeaders(), body: "<p>x</p>" });
    expect(written.headers).not.toHaveProperty("Set-Cookie");
  });

  it("the nonce goes into the CSP", () => {
    const { response, written } = fakeResponse();
    send(response, { status: 200, html: "", nonce: "n1" });
    expect(written.headers?.["Content-Security-Policy"]).toContain("'nonce-n1'");
  });

  it("a language picked is remembered for a year", () => {
    const { response, written } = fakeResponse();
    send(response, { status: 200, html: "", rememberLanguage: "en" });
    expect(written.headers?.["Set-Cookie"]).toEqual([
      `${OPENID_LANGUAGE_COOKIE}=en; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
    ]);
  });

  it("more cookies first, then the language", () => {
    const { response, written } = fakeResponse();
    send(response, {
      status: 200,
      html: "",
      cookies: ["hanko=; Path=/; Max-Age=0"],
      rememberLanguage: "sv",
    });
    expect(written.headers?.["Set-Cookie"]).toEqual([
      "hanko=; Path=/; Max-Age=0",
      `${OPENID_LANGUAGE_COOKIE}=sv; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
    ]);
  });

  it("cookies alone; an empty list and an undefined language set none", () => {
    const one = fakeResponse();
    send(one.response, { status: 200, html: "", cookies: ["a=b"] });
    expect(one.written.headers?.["Set-Cookie"]).toEqual(["a=b"]);
    const none = fakeResponse();
    send(none.response, { status: 200, html: "", cookies: [], rememberLanguage: undefined });
    expect(none.written.headers).not.toHaveProperty("Set-Cookie");
  });
});

function fakeRequest(headers: Record<string, string> = {}): IncomingMessage {
  return { headers } as unknown as IncomingMessage;
}

describe("languageOf", () => {
  const all = fakeRequest({
    cookie: `other=1; ${OPENID_LANGUAGE_COOKIE}=sv`,
    "accept-language": "sv",
  });

  it("?lang= before everything", () => {
    expect(languageOf(all, "en", "sv")).toBe("en");
  });

  it("then the remembered pick", () => {
    expect(languageOf(fakeRequest({ cookie: `${OPENID_LANGUAGE_COOKIE}=en` }), null, "sv")).toBe(
      "en",
    );
    expect(languageOf(all, null, "en")).toBe("sv");
  });

  it("an unknown ?lang= falls through to the cookie", () => {
    expect(languageOf(fakeRequest({ cookie: `${OPENID_LANGUAGE_COOKIE}=en` }), "fi")).toBe("en");
  });

  it("then ui_locales, before Accept-Language", () => {
    expect(languageOf(fakeRequest({ "accept-language": "sv" }), null, "de en")).toBe("en");
    expect(languageOf(fakeRequest({ "accept-language": "en" }), null, "sv-SE")).toBe("sv");
  });

  it("then Accept-Language", () => {
    expect(languageOf(fakeRequest({ "accept-language": "de, en;q=0.8" }), null)).toBe("en");
    expect(languageOf(fakeRequest({ "accept-language": "en-GB" }), null, 42)).toBe("en");
  });

  it("Swedish when nothing says otherwise", () => {
    expect(languageOf(fakeRequest(), null)).toBe("sv");
    expect(languageOf(fakeRequest({ "accept-language": "de" }), null, "fr")).toBe("sv");
  });

  it("reads only its own cookie", () => {
    expect(languageOf(fakeRequest({ cookie: "lang=en", "accept-language": "sv" }), null)).toBe(
      "sv",
    );
  });
});

interface Ctx {
  req: IncomingMessage;
  type: string;
  body: unknown;
  headers: Record<string, string>;
  set(headers: Record<string, string>): void;
  oidc?: { client?: { clientName?: string; clientId: string } };
}

function fakeCtx(lang: string, oidc?: Ctx["oidc"]): Ctx {
  const ctx: Ctx = {
    req: fakeRequest({ "accept-language": lang }),
    type: "",
    body: undefined,
    headers: {},
    set(headers) {
      Object.assign(ctx.headers, headers);
    },
    ...(oidc === undefined ? {} : { oidc }),
  };
  return ctx;
}

describe("the pages oidc-provider renders through us", () => {
  it("refusalPage: our page with the code, in the browser's language, our headers", () => {
    const ctx = fakeCtx("en");
    refusalPage(ctx, { error: "invalid_client" });
    expect(ctx.type).toBe("html");
    expect(ctx.headers).toEqual(pageHeaders());
    expect(ctx.body).toContain('<html lang="en">');
    expect(ctx.body).toContain("<code>invalid_client</code>");
  });

  it("logoutSource: the client's name, else its id, else no client", async () => {
    const { logoutSource, postLogoutSuccessSource } = logoutPages();
    const named = fakeCtx("sv", { client: { clientName: "Klubben", clientId: "id-1" } });
    await logoutSource(named, "<form id=op.logoutForm></form>");
    expect(named.body).toContain("Klubben");
    expect(named.body).toContain("<form id=op.logoutForm></form>");
    expect(named.headers).toEqual(pageHeaders());
    expect(named.type).toBe("html");

    const unnamed = fakeCtx("sv", { client: { clientId: "id-2" } });
    await logoutSource(unnamed, "");
    expect(unnamed.body).toContain("id-2");

    const none = fakeCtx("en", {});
    await logoutSource(none, "");
    expect(none.body).toContain("<p>You will be signed out of Kretsbutiken in this browser.</p>");
    const without = fakeCtx("en");
    await logoutSource(without, "");
    expect(without.body).toContain(
      "<p>You will be signed out of Kretsbutiken in this browser.</p>",
    );

    const done = fakeCtx("en");
    await postLogoutSuccessSource(done);
    expect(done.body).toContain("<h1>You are signed out</h1>");
    expect(done.headers).toEqual(pageHeaders());
  });
});
