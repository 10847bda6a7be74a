// Writing a review, in Chromium, against the real shop and auth server: a guest is asked to
// sign in; a signed-in shopper goes from a product page to the form, gets translated errors
// for bad input (markup stays text), publishes, edits the same review, and a review with a
// web address waits for moderation. The product page and /page/review show what was written.
import type { Page } from "@playwright/test";
import { expect, test } from "../apps/shop/test-support/csp-violations.ts";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { collectPageProblems, waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { registerShopper } from "./support/shop-sign-in.ts";

// A product no other test reviews: the DualSense controller's page.
const PRODUCT = "/product/dualsense-tradlos-handkontroll/1350";

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
});

async function submitReview(
  page: Page,
  review: { stars?: string; name: string; title: string; body: string },
) {
  if (review.stars) await page.getByRole("radio", { name: review.stars, exact: true }).check();
  await page.getByLabel("Namn som visas").fill(review.name);
  await page.getByLabel("Rubrik").fill(review.title);
  await page.getByLabel("Ditt omdöme").fill(review.body);
  await page.getByRole("button", { name: /^(Publicera omdömet|Spara ändringarna)$/ }).click();
}

test("a guest is asked to sign in before writing", async ({ page }) => {
  await page.goto("/page/review");
  await expect(page.getByRole("heading", { level: 1, name: "Omdömen" })).toBeVisible();
  const write = page.getByRole("region", { name: "Skriv ett omdöme" });
  await expect(write.getByRole("link", { name: "Logga in" })).toHaveAttribute(
    "href",
    "/page/login?redirect_to=%2Fpage%2Freview",
  );
  await expect(page.getByRole("button", { name: "Publicera omdömet" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, "/page/review as a guest");
});

test("a signed-in shopper writes, corrects, edits and has a review held", async ({ page }) => {
  const problems = collectPageProblems(page);
  await registerShopper(page, `omdome.${Date.now()}@example.se`, "Lösenord-för-omdömen-1");

  await page.goto(PRODUCT);
  await waitForHydration(page);
  const productName = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await page.getByRole("link", { name: "Skriv ett omdöme" }).click();
  await expect(page).toHaveURL(/\/page\/review\?product=1350#skriv$/);
  await expect(page.getByRole("heading", { name: /^Skriv ett omdöme om / })).toContainText(
    productName,
  );
  await expectNoSeriousAxeViolations(page, "/page/review with the form");

  // Bad input: no stars, a title too short, a text too short. Nothing is saved.
  await submitReview(page, { name: "Kim Omdömesson", title: "<b", body: "Bra." });
  await expect(page.getByRole("alert")).toHaveText(
    "Omdömet sparades inte. Rätta det som är markerat och försök igen.",
  );
  await expect(page.getByText("Välj mellan en och fem stjärnor.")).toBeVisible();
  await expect(page.getByText("Ge omdömet en rubrik, minst 3 tecken.")).toBeVisible();
  await expect(page.getByText("Berätta lite mer, minst 20 tecken.")).toBeVisible();
  await expect(page.getByLabel("Namn som visas")).toHaveValue("Kim Omdömesson");

  await submitReview(page, {
    stars: "4 stjärnor",
    name: "Kim Omdömesson",
    title: "<b>Bra grepp</b>",
    body: "Knapparna känns stadiga och batterierna räcker länge. <script>alert(1)</script>",
  });
  await expect(page.getByText("Tack! Ditt omdöme är publicerat.")).toBeVisible();
  await expect(
    page.getByText("Du har redan skrivit om produkten.", { exact: false }),
  ).toBeVisible();

  // The product page shows it, markup as text, among the newest.
  await page.goto(PRODUCT);
  const mine = page.getByRole("article").filter({ hasText: "Kim Omdömesson" }).first();
  await expect(mine.getByRole("heading", { level: 3 })).toHaveText("<b>Bra grepp</b>");
  await expect(mine).toContainText("<script>alert(1)</script>");
  await expect(mine).toContainText("4 av 5 stjärnor");

  // An edit replaces it; one review per shopper and product.
  await page.goto("/page/review?product=1350");
  await expect(page.getByLabel("Rubrik")).toHaveValue("<b>Bra grepp</b>");
  await submitReview(page, {
    stars: "2 stjärnor",
    name: "Kim Omdömesson",
    title: "Slutade fungera",
    body: "Efter två veckor började vänster spak glida. Skickar tillbaka den.",
  });
  await expect(page.getByText("Tack! Ditt omdöme är publicerat.")).toBeVisible();
  await page.goto(`${PRODUCT}?reviews=lowest`);
  await expect(page.getByRole("article").filter({ hasText: "Kim Omdömesson" })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 3, name: "Slutade fungera" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "<b>Bra grepp</b>" })).toHaveCount(0);

  // A web address holds the edit for moderation; the page says so and shows it nowhere.
  await page.goto("/page/review?product=1350");
  await submitReview(page, {
    stars: "1 stjärna",
    name: "Kim Omdömesson",
    title: "Köp den billigare",
    body: "Samma kontroll kostar mindre på https://example.com/kontroll, kolla där.",
  });
  await expect(page.getByText("Tack! Ditt omdöme syns när vi har läst det.")).toBeVisible();
  await page.goto(PRODUCT);
  await expect(page.getByRole("article").filter({ hasText: "Kim Omdömesson" })).toHaveCount(0);
  await page.goto("/page/review");
  await expect(page.getByText("Köp den billigare")).toHaveCount(0);
  // The refused first attempt answered 400, which Chromium logs; nothing else may show up.
  expect(problems.filter((problem) => !/status of 400 \(Bad Request\)/.test(problem))).toEqual([]);
});

test("bad input to the review form: a clear answer, never a 500, nothing written", async ({
  page,
}) => {
  // Where the form on /page/review?product=<id> posts to.
  const post = (form: Record<string, string>) =>
    page.request.post(`/page/review?product=${form.product}`, { form, maxRedirects: 0 });
  const guest = await post({ product: "1350", stars: "5", name: "Gäst", title: "Hej", body: "x" });
  expect(guest.status()).toBe(303);
  expect(guest.headers()["location"]).toBe(
    "/page/login?redirect_to=%2Fpage%2Freview%3Fproduct%3D1350",
  );

  await registerShopper(page, `felaktigt.${Date.now()}@example.se`, "Lösenord-för-omdömen-2");
  const good = {
    product: "1350",
    stars: "3",
    name: "Testare",
    title: "Rubrik",
    body: "En text som är lång nog att räknas.",
  };
  const cases: [Record<string, string>, number, string][] = [
    [{ ...good, product: "999999" }, 404, "Produkten finns inte i sortimentet."],
    [{ ...good, product: "abc" }, 404, "Produkten finns inte i sortimentet."],
    [{ ...good, stars: "9" }, 400, "Välj mellan en och fem stjärnor."],
    [{ ...good, stars: "2.5" }, 400, "Välj mellan en och fem stjärnor."],
    [{ ...good, body: "x".repeat(4001) }, 400, "Omdömet får vara högst 4 000 tecken."],
    [{ ...good, title: "" }, 400, "Ge omdömet en rubrik, minst 3 tecken."],
  ];
  for (const [form, status, message] of cases) {
    const response = await post(form);
    expect(response.status(), JSON.stringify(form).slice(0, 80)).toBe(status);
    expect(await response.text()).toContain(message);
  }
  // JSON is not a form: 415, with the page and the reason (apps/shop/http/request-body/).
  const notForm = await page.request.post("/page/review", {
    data: { product: 1350 },
    maxRedirects: 0,
  });
  expect(notForm.status()).toBe(415);
  expect(await notForm.text()).toContain("Formuläret kom i ett format som vi inte tar emot.");
  await page.goto("/page/review?product=1350");
  await expect(page.getByRole("button", { name: "Publicera omdömet" })).toBeVisible();
  await expect(page.getByText("Du har redan skrivit om produkten.", { exact: false })).toHaveCount(
    0,
  );
  // With no product chosen, a search finds one to review.
  await page.goto("/page/review");
  const search = page.getByRole("searchbox", { name: "Sök produkt att skriva om" });
  await search.fill("DualSense");
  await search.press("Enter");
  await expect(
    page.getByRole("link", { name: "Skriv om DualSense trådlös handkontroll" }),
  ).toHaveAttribute("href", "/page/review?product=1350#skriv");
});
