// The one rule for request bodies as a shopper and a program meet it (README "Request bodies"):
// a form the page cannot take shows the page again with a plain sentence, an endpoint answers a
// program with JSON and its code and a browser with a plain page, and a method no route serves
// is 405 with Allow. The fuzz test (app/routes-fuzz.spec.ts) holds every route to the statuses.
import { expect, test } from "@playwright/test";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const NAVIGATE = { "Sec-Fetch-Mode": "navigate", Accept: "text/html" };

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a message too long to send shows the form again, saying so", async ({ page }) => {
    await page.goto("/page/contact_us");
    await page.getByRole("textbox", { name: "Namn" }).fill("Anna Svensson");
    await page.getByRole("textbox", { name: "E-postadress" }).fill("anna@example.se");
    await page.getByRole("textbox", { name: "Meddelande" }).fill("Hej! ".repeat(20_000));
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Skicka meddelandet" }).click();
    expect((await response).status()).toBe(413);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakta oss");
    await expect(page.getByRole("alert")).toHaveText(
      "Det du skickade är för stort. Korta texten och försök igen.",
    );
  });
});

test("a page's form that is not a form, or too large, comes back as the page with the reason", async ({
  request,
}) => {
  const cases: [Record<string, string>, string | Buffer, number, string][] = [
    [{ "Content-Type": "application/json" }, '{"name":"Anna"}', 415, "request.unsupportedType"],
    [FORM, `message=${"x".repeat(70 * 1024)}`, 413, "request.tooLarge"],
    [FORM, "name=%E0%A4%A", 400, "request.malformed"],
  ];
  const sentences: Record<string, Record<"sv" | "en", string>> = {
    "request.unsupportedType": {
      sv: "Formuläret kom i ett format som vi inte tar emot.",
      en: "The form came in a format we do not accept.",
    },
    "request.tooLarge": {
      sv: "Det du skickade är för stort.",
      en: "What you sent is too large.",
    },
    "request.malformed": {
      sv: "Formuläret kom fram trasigt eller ofullständigt.",
      en: "The form arrived broken or incomplete.",
    },
  };
  for (const [headers, data, status, key] of cases) {
    for (const language of ["sv", "en"] as const) {
      const cookie: Record<string, string> =
        language === "en" ? { Cookie: "selectedLanguage=en" } : {};
      const response = await request.post("/page/contact_us", {
        headers: { ...headers, ...cookie },
        data,
      });
      expect(response.status()).toBe(status);
      const html = await response.text();
      expect(html).toContain(language === "en" ? "Contact us" : "Kontakta oss");
      expect(html).toContain(sentences[key]![language]);
    }
  }
});

test("an endpoint answers a program with JSON and its code, a browser with a plain page", async ({
  request,
}) => {
  const program = await request.post("/api/consent", {
    headers: { "Content-Type": "text/plain" },
    data: "consent=preferences",
  });
  expect(program.status()).toBe(415);
  expect(await program.json()).toEqual({
    error: {
      code: "unsupported_media_type",
      message: "Formuläret kom i ett format som vi inte tar emot. Ladda om sidan och försök igen.",
    },
  });

  const browser = await request.post("/api/newsletter", {
    headers: { ...FORM, ...NAVIGATE, Cookie: "selectedLanguage=en" },
    data: `email=${"x".repeat(70 * 1024)}`,
  });
  expect(browser.status()).toBe(413);
  expect(browser.headers()["content-type"]).toBe("text/html; charset=utf-8");
  const html = await browser.text();
  expect(html).toContain("<h1>We could not accept what you sent</h1>");
  expect(html).toContain('<a href="/">Go back</a>');
});

test("a method a route does not serve is 405 with Allow; OPTIONS names them", async ({
  request,
}) => {
  const cases: [string, string, string][] = [
    ["PUT", "/page/contact_us", "GET, HEAD, POST, OPTIONS"],
    ["DELETE", "/api/newsletter", "POST, OPTIONS"],
    ["GET", "/api/consent", "POST, OPTIONS"],
    ["POST", "/page/faq", "GET, HEAD, OPTIONS"],
    ["PUT", "/payment/callback", "GET, HEAD, POST, OPTIONS"],
  ];
  for (const [method, path, allow] of cases) {
    const response = await request.fetch(path, { method, headers: { Accept: "application/json" } });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers()["allow"]).toBe(allow);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "method_not_allowed",
    );
  }
  const options = await request.fetch("/page/checkout", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers()["allow"]).toBe("GET, HEAD, POST, OPTIONS");
});

test("no body past the door's limit reaches a route, and the connection is not kept", async ({
  request,
}) => {
  const response = await request.post("/page/contact_us", {
    headers: FORM,
    data: `message=${"x".repeat(1024 * 1024)}`,
  });
  expect(response.status()).toBe(413);
  expect(response.headers()["connection"]).toBe("close");
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
    "body_too_large",
  );
});
