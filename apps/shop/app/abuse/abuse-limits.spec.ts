// The abuse limits of the public forms (README "Abuse limits"), against the built shop: each
// form answers 429 with Retry-After past its limit and shows the form again as typed; a filled
// honeypot is thanked and does nothing; the newsletter's double opt-in round trip through the
// SMTP sink. The browser tests' shared client address has its per-client limits raised
// (playwright.config.ts), so these exercise the limits per e-mail address and order number, the
// latter from a client address of their own (its wrong guesses would spend everyone else's).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { nextShopMail } from "../../../../e2e/support/shop-mail.ts";
import { fromClient, ownClientAddress } from "../../test-support/client-address.ts";
import { waitForHydration } from "../../test-support/page-problems.ts";

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.se`;
const TOO_MANY = /Du har skickat formuläret många gånger på kort tid\. Vänta \d+ min/;

const contactForm = (email: string) => ({
  name: "Anna Andersson",
  email,
  message: "Var är mitt paket? Det skulle ha kommit i går.",
});

/** Spends `times` of the contact form's attempts for `email` (its limit is 5 an hour). */
async function sendContact(request: APIRequestContext, email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const response = await request.post("/page/contact_us", {
      form: contactForm(email),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
  }
}

const expectRetryAfter = (value: string | undefined) => {
  expect(Number(value)).toBeGreaterThan(0);
  expect(Number(value)).toBeLessThanOrEqual(3600);
};

test.describe("at the HTTP level", () => {
  test("the contact form: 429 with Retry-After after 5 messages from one address, the form as typed", async ({
    request,
  }) => {
    const email = unique("kontakt");
    await sendContact(request, email, 5);
    const refused = await request.post("/page/contact_us", { form: contactForm(email) });
    expect(refused.status()).toBe(429);
    expectRetryAfter(refused.headers()["retry-after"]);
    const html = await refused.text();
    expect(html).toMatch(TOO_MANY);
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain("Var är mitt paket? Det skulle ha kommit i går.");
  });

  test("the newsletter: 429 with Retry-After after 3 sign-ups of one address", async ({
    request,
  }) => {
    const email = unique("brev");
    for (let i = 0; i < 3; i++) {
      expect((await request.post("/api/newsletter.data", { form: { email } })).status()).toBe(200);
    }
    const refused = await request.post("/api/newsletter.data", { form: { email } });
    expect(refused.status()).toBe(429);
    expectRetryAfter(refused.headers()["retry-after"]);
  });

  for (const [path, extra] of [
    ["/page/order_tracking", {}],
    ["/page/angra_kop", { intent: "find" }],
  ] as const) {
    test(`${path}: 429 with Retry-After after 10 lookups of one number, the form as typed`, async ({
      request,
    }) => {
      const number = `KB-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
      const form = { number, email: "nagon@example.se", ...extra };
      const headers = fromClient(ownClientAddress());
      for (let i = 0; i < 10; i++) {
        expect((await request.post(path, { form, headers })).status()).toBe(404);
      }
      const refused = await request.post(path, { form, headers });
      expect(refused.status()).toBe(429);
      expectRetryAfter(refused.headers()["retry-after"]);
      const html = await refused.text();
      expect(html).toContain("Du har försökt många gånger på kort tid.");
      expect(html).toContain(`value="${number}"`);
    });
  }

  test("a filled honeypot is thanked like a person, and nothing is done", async ({ request }) => {
    const contact = await request.post("/page/contact_us", {
      form: { ...contactForm(unique("bot")), website: "https://spam.example" },
      maxRedirects: 0,
    });
    expect(contact.status()).toBe(303);
    expect(contact.headers().location).toBe("/page/contact_us?skickat=1");
    // Not counted either: a bot's posts spend nobody's budget.
    const email = unique("bot");
    for (let i = 0; i < 6; i++) {
      const answer = await request.post("/api/newsletter.data", {
        form: { email, website: "https://spam.example" },
      });
      expect(answer.status()).toBe(200);
    }
  });

  test("newsletter double opt-in: the mailed link confirms, once", async ({ request }) => {
    const email = unique("opt-in");
    expect((await request.post("/api/newsletter.data", { form: { email } })).status()).toBe(200);
    const mail = await nextShopMail(email);
    expect(mail.subject).toBe("Bekräfta din prenumeration på Kretsbutikens nyhetsbrev");
    const link = new URL(/http\S+\/newsletter\/bekrafta\?token=\S+/.exec(mail.text)?.[0] ?? "");
    const token = link.searchParams.get("token") ?? "";

    const page = await request.get(`${link.pathname}${link.search}`);
    expect(await page.text()).toContain("Ja, jag vill ha nyhetsbrevet");
    const confirmed = await request.post(`${link.pathname}${link.search}`, { form: { token } });
    expect(confirmed.status()).toBe(200);
    expect(await confirmed.text()).toContain("Tack! Nu prenumererar du på vårt nyhetsbrev.");
    const again = await request.post(link.pathname, { form: { token } });
    expect(again.status()).toBe(410);
  });
});

test("in Chromium: past the contact form's limit the message shows beside the form, and what was typed stays", async ({
  page,
  request,
}) => {
  const email = unique("webb");
  await sendContact(request, email, 5);
  await page.goto("/page/contact_us");
  await waitForHydration(page);

  // The honeypot is out of the accessibility tree and the tab order.
  await expect(page.getByRole("textbox", { name: "Lämna det här fältet tomt" })).toHaveCount(0);
  await expect(page.locator('input[name="website"]')).toHaveAttribute("tabindex", "-1");

  await page.getByLabel("Namn").fill("Anna Andersson");
  await page.getByLabel("E-postadress").fill(email);
  await page.getByLabel("Telefonnummer (valfritt)").fill("070-123 45 67");
  await page.getByLabel("Meddelande", { exact: true }).fill("Ett långt meddelande om min order.");
  const answer = page.waitForResponse(
    (r) => r.url().includes("/page/contact_us.data") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Skicka meddelandet" }).click();
  expect((await answer).status()).toBe(429);

  const form = page.getByRole("form", { name: "Skicka ett meddelande" });
  await expect(form.getByRole("alert")).toHaveText(TOO_MANY);
  await expect(page.getByLabel("Namn")).toHaveValue("Anna Andersson");
  await expect(page.getByLabel("E-postadress")).toHaveValue(email);
  await expect(page.getByLabel("Telefonnummer (valfritt)")).toHaveValue("070-123 45 67");
  await expect(page.getByLabel("Meddelande", { exact: true })).toHaveValue(
    "Ett långt meddelande om min order.",
  );
});
