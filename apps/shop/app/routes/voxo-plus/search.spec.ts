// The template's search view: the real search under a large search box, and what sells best
// where a plain search page would be empty.
import { expect, test } from "@playwright/test";

test("before a search it offers categories and the best sellers, not an empty page", async ({
  page,
}) => {
  await page.goto("/voxo_plus/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sökvy");
  await expect(page.getByRole("combobox")).toHaveCount(2);
  await expect(
    page.getByRole("navigation", { name: "Populära kategorier" }).getByRole("link", {
      name: "Apple iPhone",
    }),
  ).toBeVisible();
  const popular = page.getByRole("region", { name: "Populärt medan du letar" });
  await expect(popular.locator("article[data-product-id]")).toHaveCount(8);
  await expect(page.locator("[data-empty-state]")).toHaveCount(0);
});

test("a search shows its hits and no best sellers; no hits says so and offers them", async ({
  page,
}) => {
  await page.goto("/voxo_plus/search?q=elsparkcykel");
  await expect(page.getByTestId("search-count")).toHaveText(/produkter? hittades/);
  await expect(page.getByRole("region", { name: "Populärt medan du letar" })).toHaveCount(0);

  await page.goto("/voxo_plus/search?q=zzqxnothing");
  await expect(page.getByRole("heading", { name: "Inga träffar för ”zzqxnothing”" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Populärt medan du letar" }).locator("article"),
  ).toHaveCount(8);
});
