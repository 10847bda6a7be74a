// Absolute URLs never come from the request: every address the shop writes names its configured
// origin (SHOP_PUBLIC_URL, playwright.config.ts sets it to the test shop's), however the request
// names the host. Against the built shop over HTTP, with `Host: evil.example` and with the
// proxy headers (`X-Forwarded-Host`, `Forwarded`) naming it: robots.txt, the sitemap, the RSS
// feed, a product page's canonical link and JSON-LD, an article's og:url and og:image, the
// newsletter confirmation mail, the payment page's return address, the order confirmation and
// the "Ångra köp" receipt (mails read from the tests' SMTP sink) — and the same requests with
// the shop's own host still work.
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { nextShopMail } from "../../../e2e/support/shop-mail.ts";
import { SHOP_TEST_URL } from "../../../e2e/support/test-ports.ts";
import { scaled } from "../../../scripts/time-scale.ts";
import { checkoutBody } from "../test-support/checkout-requests.ts";
import { firstProductPath } from "../test-support/preloaded-assets.ts";

const SHOP = new URL(SHOP_TEST_URL);
const EVIL = "evil.example";

/** Ways a request names another host: its Host, or what a proxy in front would pass on. */
const FORGED: readonly [string, Record<string, string>][] = [
  ["Host", { Host: EVIL }],
  ["X-Forwarded-Host", { "X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "https" }],
  ["Forwarded", { Forwarded: `host=${EVIL};proto=https` }],
  ["Host with a port", { Host: `${EVIL}:${SHOP.port}` }],
];

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

/** One request to the test shop, with `headers` as sent (node:http lets Host be anything). */
function send(path: string, headers: Record<string, string>, form?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: SHOP.hostname,
        port: SHOP.port,
        path,
        method: form === undefined ? "GET" : "POST",
        headers: {
          ...(form === undefined
            ? {}
            : { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }),
          ...headers,
        },
      },
      (incoming) => {
        let body = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (body += chunk));
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, location: incoming.headers.location, body }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(form);
  });
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.se`;

/** Every absolute http(s) URL in `text`. */
const absoluteUrls = (text: string) => text.match(/https?:\/\/[^\s"'<>\\)]+/g) ?? [];

for (const [name, headers] of FORGED) {
  test(`robots.txt, the sitemap and the RSS feed name the shop's origin, whatever the ${name} says`, async () => {
    const robots = await send("/robots.txt", headers);
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${SHOP_TEST_URL}/sitemap.xml`);
    expect(robots.body).not.toContain(EVIL);

    const sitemap = await send("/sitemap.xml", headers);
    expect(sitemap.status).toBe(200);
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations.length).toBeGreaterThan(10);
    for (const location of locations) expect(location?.startsWith(`${SHOP_TEST_URL}/`)).toBe(true);
    expect(sitemap.body).not.toContain(EVIL);

    const feed = await send("/blog/rss/sv.xml", headers);
    expect(feed.status).toBe(200);
    expect(feed.body).toContain(`<link>${SHOP_TEST_URL}/blogs</link>`);
    expect(feed.body).not.toContain(EVIL);
  });

  test(`a product page's canonical link and JSON-LD name the shop's origin, whatever the ${name} says`, async () => {
    const path = await firstProductPath(SHOP_TEST_URL);
    const page = await send(path, headers);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${SHOP_TEST_URL}${path}"/>`);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(page.body);
    expect(jsonLd?.[1]).toContain(`${SHOP_TEST_URL}/images/products/`);
    for (const url of absoluteUrls(jsonLd?.[1] ?? "")) {
      expect(url.startsWith(`${SHOP_TEST_URL}/`) || url.startsWith("https://schema.org")).toBe(
        true,
      );
    }
    expect(page.body).not.toContain(EVIL);
  });

  test(`an article's og:url and og:image name the shop's origin, whatever the ${name} says`, async () => {
    const page = await send("/blog/blog_details", headers);
    expect(page.status).toBe(200);
    const ogUrl = /<meta property="og:url" content="([^"]+)"/.exec(page.body)?.[1];
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1];
    expect(ogUrl?.startsWith(`${SHOP_TEST_URL}/`)).toBe(true);
    expect(ogImage?.startsWith(`${SHOP_TEST_URL}/`)).toBe(true);
    expect(page.body).not.toContain(EVIL);
  });

  test(`the newsletter confirmation mail links to the shop's origin, whatever the ${name} says`, async () => {
    const email = unique("nyhetsbrev-host");
    const signUp = await send(
      "/api/newsletter",
      headers,
      new URLSearchParams({ email, redirectTo: "/" }).toString(),
    );
    expect(signUp.status).toBe(303);
    expect(signUp.location).toBe("/?newsletter=ok#newsletter");
    const mail = await nextShopMail(email);
    expect(mail.text).toMatch(
      new RegExp(`${SHOP_TEST_URL.replaceAll(".", "\\.")}/newsletter/bekrafta\\?token=\\S+`),
    );
    expect(`${mail.text}${mail.html}`).not.toContain(EVIL);
  });
}

test("checkout, payment, order confirmation and Ångra köp: every address names the shop's origin, never the request's Host", async () => {
  test.setTimeout(scaled(60_000));
  const email = unique("angra-host");
  const forged = { Host: EVIL };
  // Samsung 25 W charger, white, 249 kr; with Instabox (39 kr) the order is 288 kr.
  const placed = await send(
    "/page/checkout",
    forged,
    checkoutBody(["1804*1*white*"], { email, seenTotal: "28800" }),
  );
  expect(placed.status).toBe(303);
  const paymentPage = placed.location ?? "";
  expect(paymentPage.startsWith(`${SHOP_TEST_URL}/testbetalning/`)).toBe(true);

  // The provider's page sends the buyer back to the shop's origin once paid.
  const paymentPath = new URL(paymentPage).pathname;
  const payPage = await send(paymentPath, forged);
  expect(payPage.status).toBe(200);
  expect(payPage.body).not.toContain(EVIL);
  const paid = await send(
    `${paymentPath}pay`,
    forged,
    new URLSearchParams({ number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }).toString(),
  );
  expect(paid.status).toBe(303);
  expect(paid.location?.startsWith(`${SHOP_TEST_URL}/payment/complete?`)).toBe(true);

  const confirmation = await nextShopMail(email);
  const number = /KB-\d{4}-\d{6}/.exec(confirmation.subject)?.[0] ?? "";
  expect(number).not.toBe("");
  expect(confirmation.text).toContain(`${SHOP_TEST_URL}/page/order_tracking?`);
  expect(`${confirmation.text}${confirmation.html}`).not.toContain(EVIL);

  // "Ångra köp" with the forged Host: the receipt links to the terms at the shop's origin.
  const withdrawn = await send(
    "/page/angra_kop",
    forged,
    new URLSearchParams({ intent: "withdraw", number, email, scope: "all" }).toString(),
  );
  expect(withdrawn.status).toBe(200);
  expect(withdrawn.body).not.toContain(EVIL);
  const receipt = await nextShopMail(email);
  expect(receipt.text).toContain(`${SHOP_TEST_URL}/page/kopvillkor`);
  expect(`${receipt.text}${receipt.html}`).not.toContain(EVIL);
});

test("the shop's own host is answered as before", async () => {
  const robots = await send("/robots.txt", {});
  expect(robots.status).toBe(200);
  expect(robots.body).toContain(`Sitemap: ${SHOP_TEST_URL}/sitemap.xml`);
  const path = await firstProductPath(SHOP_TEST_URL);
  const page = await send(path, {});
  expect(page.status).toBe(200);
  expect(page.body).toContain(`<link rel="canonical" href="${SHOP_TEST_URL}${path}"/>`);
});
