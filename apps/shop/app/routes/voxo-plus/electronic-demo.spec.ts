// The template's electronics home page: the home page's own sections (deal, brands, newest,
// promises, popular, blog) with electronics only; the spec's second address redirects to it.
import { expect, test } from "@playwright/test";
import { ELECTRONICS_TYPES } from "../../../domain/catalogue/product.ts";

test("the electronics home page is the shop's sections, electronics only", async ({ page }) => {
  await page.goto("/voxo_plus/home/electronic_demo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Startsida för elektronik");
  await expect(page.getByRole("link", { name: "Till Veckans Deal" })).toHaveAttribute(
    "href",
    "/veckans-deal",
  );
  for (const name of [
    "Handla efter märke",
    "Nytt i elektronik",
    "Populärt just nu",
    "Från bloggen",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  const newest = page.getByRole("region", { name: "Nytt i elektronik" });
  const links = await newest
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  // The products' own pages (a phone's card links to its energy label too).
  const products = [...new Set(links.filter((href) => /^\/product\/[^/]+\/\d+$/.test(href)))];
  expect(products).toHaveLength(8);
  // None of the template's demo goods (fashion, flowers, vegetables …) among them.
  const ids = products.map((href) => href.split("/").at(-1)).join(",");
  const { products: listed } = (await (
    await page.request.get(`/api/products?ids=${ids}`)
  ).json()) as { products: { type: string }[] };
  expect(listed).toHaveLength(8);
  const electronics: readonly string[] = ELECTRONICS_TYPES;
  for (const { type } of listed) expect(electronics).toContain(type);
});

test("/home/electronic_demo is a permanent redirect to it", async ({ request }) => {
  const response = await request.get("/home/electronic_demo?x=1", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/voxo_plus/home/electronic_demo?x=1");
});
