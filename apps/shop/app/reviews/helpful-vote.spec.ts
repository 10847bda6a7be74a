// "Helpful" on a review, in Chromium: with the page's script the vote is counted in place, once
// per visitor (a second vote changes nothing); without script the form posts and comes back.
// The one-star list of /page/review holds only the demo's reviews, which no other test votes on.
// Then over HTTP, as an attacker would: a fresh kb_voter cookie per vote from one client address
// counts 3 visitors at most, an address gets 30 votes an hour, a signed-in account counts once
// whatever its cookies, and another address's vote still counts. The shop trusts one proxy in
// these tests (playwright.config.ts), so each test is the client its X-Forwarded-For names; the
// four- and five-star lists' first reviews are voted on only here.
import {
  expect,
  request as http,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { registerShopper } from "../../../../e2e/support/shop-sign-in.ts";
import { waitForHydration } from "../../test-support/page-problems.ts";

const LIST = "/page/review?stars=1";

// Both tests vote on the same review, so one at a time.
test.describe.configure({ mode: "serial" });

async function firstReview(page: Page): Promise<{ review: Locator; byline: string }> {
  const review = page.getByRole("article").first();
  const byline = (await review.locator("p").first().textContent()) ?? "";
  return { review, byline };
}

const countOf = async (review: Locator) =>
  Number(
    /(\d+) tyckte att omdömet var till hjälp/.exec((await review.textContent()) ?? "")?.[1] ?? 0,
  );

const sameReview = (page: Page, byline: string) =>
  page.getByRole("article").filter({ hasText: byline });

test("a visitor's vote counts once, in place", async ({ page }) => {
  await page.goto(LIST);
  await waitForHydration(page);
  const { review, byline } = await firstReview(page);
  const before = await countOf(review);
  await review.getByRole("button", { name: "Till hjälp" }).click();
  await expect(review.getByRole("status")).toHaveText("Tack, din röst är räknad.");
  await expect(review).toContainText(`${before + 1} tyckte att omdömet var till hjälp`);

  await page.reload();
  await waitForHydration(page);
  const again = sameReview(page, byline);
  expect(await countOf(again)).toBe(before + 1);
  await again.getByRole("button", { name: "Till hjälp" }).click();
  await expect(again.getByRole("status")).toHaveText("Tack, din röst är räknad.");
  await page.reload();
  expect(await countOf(sameReview(page, byline))).toBe(before + 1);
});

test("without JavaScript the vote is a form that comes back to the list", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LIST);
  const { review, byline } = await firstReview(page);
  const before = await countOf(review);
  await review.getByRole("button", { name: "Till hjälp" }).click();
  await expect(page).toHaveURL(/\/page\/review\?stars=1$/);
  expect(await countOf(sameReview(page, byline))).toBe(before + 1);
  await context.close();
});

/** A client address no other test uses. */
const address = () =>
  `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

/** A client that has never voted: a new cookie jar (and `state`'s cookies), from `from`. */
async function freshClient(baseURL: string, from: string, state?: StorageState) {
  return http.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": from },
    ...(state && { storageState: state }),
  });
}

/** The first review listed with `stars` stars: its id and its helpful count, read uncached. */
async function firstReviewOf(request: APIRequestContext, stars: number) {
  const html = await (
    await request.get(`/page/review?stars=${stars}&uncached=${Math.random()}`)
  ).text();
  const id = /name="review" value="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(id).not.toBe("");
  return id;
}

async function helpfulCount(request: APIRequestContext, stars: number, id: string) {
  const html = await (
    await request.get(`/page/review?stars=${stars}&uncached=${Math.random()}`)
  ).text();
  const form = new RegExp(`name="review" value="${id}"[\\s\\S]*?</form>`).exec(html)?.[0];
  expect(form, `review ${id} listed`).toBeDefined();
  return Number(/(\d+)(?:<!-- -->)? tyckte att omdömet var till hjälp/.exec(form ?? "")?.[1] ?? 0);
}

/** One vote, as the page's script sends it; the answer's status. */
async function vote(client: APIRequestContext, id: string) {
  const answer = await client.post("/page/review", {
    form: { intent: "helpful", review: id, js: "1", back: "/page/review" },
  });
  return answer;
}

test.describe("over HTTP", () => {
  test("fresh cookies from one address count 3 visitors at most; another address still counts", async ({
    request,
    baseURL,
  }) => {
    const id = await firstReviewOf(request, 5);
    const before = await helpfulCount(request, 5, id);
    const attacker = address();
    for (let i = 0; i < 8; i++) {
      const client = await freshClient(baseURL ?? "", attacker);
      expect((await vote(client, id)).status()).toBe(200);
      await client.dispose();
    }
    expect(await helpfulCount(request, 5, id)).toBe(before + 3);

    let other = address();
    while (other === attacker) other = address();
    const visitor = await freshClient(baseURL ?? "", other);
    expect((await vote(visitor, id)).status()).toBe(200);
    await visitor.dispose();
    expect(await helpfulCount(request, 5, id)).toBe(before + 4);
  });

  test("an address gets 30 votes an hour, then 429 with Retry-After", async ({
    request,
    baseURL,
  }) => {
    const id = await firstReviewOf(request, 5);
    const from = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}::1`;
    for (let i = 0; i < 30; i++) {
      const client = await freshClient(baseURL ?? "", from);
      expect((await vote(client, id)).status()).toBe(200);
      await client.dispose();
    }
    // Another address in the same /64 is the same client.
    const client = await freshClient(baseURL ?? "", from.replace(/::1$/, "::2"));
    const refused = await vote(client, id);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(60);
    await client.dispose();
  });

  test("a signed-in account counts once, whatever cookies it votes with", async ({
    browser,
    request,
    baseURL,
  }) => {
    const page = await browser.newPage();
    const email = `rostare-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.se`;
    await registerShopper(page, email, "Lösenord-för-röster-1");
    const state = await page.context().storageState();
    await page.close();
    const id = await firstReviewOf(request, 4);
    const before = await helpfulCount(request, 4, id);
    // The same account from three addresses, each time without the kb_voter cookie.
    for (let i = 0; i < 3; i++) {
      const client = await freshClient(baseURL ?? "", address(), state);
      expect((await vote(client, id)).status()).toBe(200);
      await client.dispose();
    }
    expect(await helpfulCount(request, 4, id)).toBe(before + 1);
  });
});
