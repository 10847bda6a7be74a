// Proof for the product pages (issue 5): the canonical page and its redirect, the gallery
// (hover zoom, 360° view, lightbox), colour choice, the 30-day lowest price, JSON-LD, the
// 404 for unknown products, the bundle's total, and axe. Demo products: 1002 iPhone 16 Pro
// (reduced from 13 490 kr to 12 490 kr 18 days before seeding, four colours) and 1001
// iPhone 16 Pro Max, the catalogue's first.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { collectPageProblems, waitForHydration } from "../../../test-support/page-problems.ts";

const PRO = "/product/iphone-16-pro/1002";

test.beforeEach(async ({ context, baseURL }) => {
  // Consent answered and the newsletter prompt seen: nothing covers the page.
  await context.addCookies([{ name: "cookieConsent", value: "necessary", url: baseURL! }]);
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
});

/** "12 490 kr" (with U+00A0) → 1249000 öre. */
const ore = (text: string | null) => Number((text ?? "").replace(/\D/g, "")) * 100;

async function openProduct(page: Page, path = PRO) {
  const problems = collectPageProblems(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return problems;
}

test("a product opens at its canonical address, with name, breadcrumbs and canonical link", async ({
  page,
  baseURL,
}) => {
  const problems = await openProduct(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("iPhone 16 Pro");
  await expect(page).toHaveTitle("iPhone 16 Pro | Kretsbutiken");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${PRO}`);
  const crumbs = page.getByRole("navigation", { name: "Du är här" });
  await expect(crumbs.getByRole("link", { name: "Mobiltelefoner" })).toHaveAttribute(
    "href",
    "/apple/iphone",
  );
  await expect(page.getByTestId("specifications")).toContainText("A18 Pro");
  await expect(page.getByTestId("safety")).toContainText("Apple");
  await expect(page.getByTestId("delivery")).toContainText("14 dagars ångerrätt");
  await expect(page.getByTestId("delivery").getByRole("link")).toHaveAttribute(
    "href",
    "/page/kopvillkor",
  );
  const related = page.getByTestId("related").getByRole("article");
  await expect(related).toHaveCount(6);
  await expect(related.filter({ hasText: "iPhone 16 Pro" }).first()).toBeVisible();
  await expect(page.getByTestId("related").locator('[data-product-id="1002"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a related product and a fixed layout open by client navigation too", async ({ page }) => {
  // Client navigations load "<path>.data": the page must still find its product.
  const problems = await openProduct(page, "/product/product_sticky");
  await page
    .getByTestId("related")
    .getByRole("link", { name: "iPhone 16 Pro", exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PRO}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("iPhone 16 Pro");
  await page.getByRole("button", { name: "English", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Specifications" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("iPhone 16 Pro");
  expect(problems).toEqual([]);
});

test("a wrong slug with a known id redirects (301) to the canonical address", async ({
  request,
  page,
}) => {
  const response = await request.get("/product/gammalt-namn/1002?ref=x", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`${PRO}?ref=x`);
  await page.goto("/product/gammalt-namn/1002");
  await expect(page).toHaveURL(new RegExp(`${PRO}$`));
});

test("unknown products answer 404 'Page Not Found: {path}'", async ({ page }) => {
  for (const path of [
    "/product/iphone-16-pro/999999",
    "/product/product_bundle/999999",
    "/product/product_left_sidebar/paket",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
  }
});

test("hovering the main picture magnifies it where the pointer is", async ({ page }) => {
  await openProduct(page);
  const zoom = page.getByTestId("zoom");
  const layer = zoom.locator("[data-zoom-layer]");
  await expect(layer).not.toHaveAttribute("style", /scale/);
  await zoom.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = (await zoom.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await expect(layer).toHaveAttribute("style", /transform: scale\(2\.2\)/);
  await expect(layer).toHaveAttribute("style", /transform-origin: 20% 30%/);
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.7);
  await expect(layer).toHaveAttribute("style", /transform-origin: 80% 70%/);
  await page.mouse.move(box.x + box.width + 40, box.y - 40);
  await expect(layer).not.toHaveAttribute("style", /scale/);
});

test("the 360° view turns with the arrow keys and by dragging", async ({ page }) => {
  // Reduced motion: no turn by itself on opening, so every frame change is the visitor's.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openProduct(page);
  await page.getByRole("button", { name: "Visa i 360°" }).click();
  const spin = page.getByRole("slider", { name: "iPhone 16 Pro i 360°" });
  const frame = spin.locator("img");
  await expect(frame).toHaveAttribute("src", /\/1002\/spin-0-/);
  await expect(page.getByRole("button", { name: "Snurra ett varv" })).toHaveCount(0);

  await spin.focus();
  await page.keyboard.press("ArrowRight");
  await expect(frame).toHaveAttribute("src", /\/1002\/spin-1-/);
  await expect(spin).toHaveAttribute("aria-valuetext", "Vriden 15 grader");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(frame).toHaveAttribute("src", /\/1002\/spin-23-/);

  // Its width is one full turn: a quarter of it is 6 of 24 frames.
  const box = (await spin.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.25, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
  await page.mouse.up();
  await expect(frame).toHaveAttribute("src", /\/1002\/spin-5-/);
});

test("the lightbox opens, keeps the focus, steps with the arrows and closes with Escape", async ({
  page,
}) => {
  await openProduct(page);
  const opener = page.getByRole("button", { name: /^Förstora bilden/ });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Bilder av iPhone 16 Pro" });
  await expect(dialog).toBeVisible();
  const counter = dialog.getByTestId("lightbox-counter");
  await expect(counter).toHaveText(/^Bild 1 av (\d+)$/);
  const count = Number((await counter.textContent())!.match(/av (\d+)/)![1]);

  const focusInside = () =>
    page.evaluate(() => document.activeElement?.closest("dialog[open]") !== null);
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInside(), `after Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside(), `after Shift+Tab ${i + 1}`).toBe(true);
  }

  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`Bild 2 av ${count}`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`Bild ${count} av ${count}`);
  await dialog.getByRole("button", { name: "Nästa bild" }).click();
  await expect(counter).toHaveText(`Bild 1 av ${count}`);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("picking a colour shows that colour's picture", async ({ page }) => {
  await openProduct(page);
  const main = page.getByTestId("zoom").locator("img");
  await expect(main).toHaveAttribute("src", /\/1002\/1-/);
  // The radio is visually hidden; the shopper clicks its label, the swatch and the name.
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "Vit" }) })
    .click();
  await expect(page.getByRole("radio", { name: "Vit" })).toBeChecked();
  await expect(page.getByRole("group", { name: /^Färg/ })).toContainText("Färg: Vit");
  await expect(main).toHaveAttribute("src", /\/1002\/4-/);
  await expect(main).toHaveAttribute("alt", /vit/);
  await page.locator("label").filter({ hasText: "256 GB" }).click();
  await expect(page.getByRole("radio", { name: "256 GB" })).toBeChecked();
});

test("a reduced product shows the lowest price of the 30 days before the reduction", async ({
  page,
}) => {
  await openProduct(page);
  const lowest = page.getByTestId("buy-box").locator("[data-lowest-price]");
  await expect(lowest).toContainText("Lägsta pris 30 dagar före sänkningen:");
  expect(ore(await lowest.locator("[data-price]").textContent())).toBe(1_349_000);
});

test("the JSON-LD parses and offers the price the page shows, in SEK", async ({ page }) => {
  await openProduct(page);
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(text!) as {
    name: string;
    sku: string;
    offers: { price: string; priceCurrency: string; availability: string };
    aggregateRating?: { reviewCount: number };
  };
  const shown = await page.getByTestId("buy-box").locator("[data-price]").first().textContent();
  expect(data.name).toBe("iPhone 16 Pro");
  expect(data.offers.price).toBe("12490.00");
  expect(Math.round(Number(data.offers.price) * 100)).toBe(ore(shown));
  expect(data.offers.priceCurrency).toBe("SEK");
  expect(data.offers.availability).toBe("https://schema.org/InStock");
  expect(data.aggregateRating?.reviewCount).toBeGreaterThan(0);
});

test("a fixed layout shows ?id='s product, or the catalogue's first", async ({ page }) => {
  await openProduct(page, "/product/product_4_images?id=1002");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("iPhone 16 Pro");
  await expect(page.getByTestId("zoom")).toHaveCount(4);
  await openProduct(page, "/product/product_4_images?id=nonsense");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("iPhone 16 Pro Max");
  await openProduct(page, "/product/product_video_thumbnail");
  await expect(page.getByText("Vi har ingen video av den här produkten.")).toBeVisible();
  await expect(page.getByRole("slider", { name: "iPhone 16 Pro Max i 360°" })).toBeVisible();
});

test("the bundle's total follows the ticked boxes", async ({ page }) => {
  await openProduct(page, "/product/product_bundle/1001");
  const bundle = page.getByTestId("bundle");
  await expect(bundle.getByRole("heading", { name: "Köps ofta tillsammans" })).toBeVisible();
  const boxes = bundle.getByRole("checkbox");
  await expect(boxes).toHaveCount(3);
  const prices = await bundle.getByRole("listitem").locator("[data-price]").allTextContents();
  const [first = 0, second = 0, third = 0] = prices.map(ore);
  const total = bundle.getByTestId("bundle-total");
  await expect(total).toContainText("Totalt för 3 av 3 varor");
  expect(ore(await total.locator("[data-price]").textContent())).toBe(first + second + third);

  await boxes.nth(1).uncheck();
  await expect(total).toContainText("Totalt för 2 av 3 varor");
  expect(ore(await total.locator("[data-price]").textContent())).toBe(first + third);

  await boxes.nth(0).uncheck();
  await boxes.nth(2).uncheck();
  await expect(total).toHaveText("Välj minst en vara.");
  await boxes.nth(1).check();
  expect(ore(await total.locator("[data-price]").textContent())).toBe(second);
});

for (const path of [PRO, "/product/product_bundle/1001", "/product/product_left_thumbnail"]) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await openProduct(page, path);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    );
    expect(
      serious.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
      ),
    ).toEqual([]);
  });
}
