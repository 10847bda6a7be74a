// Guessing orders by number and e-mail (tracking, "Ångra köp"), against the built shop over
// HTTP: past its wrong guesses (20 an hour) a client address is answered 429 with Retry-After and
// a translated message, even for a real number; one that hammers the owner's number is refused
// after 10 a minute; and neither locks out the owner, who looks the order up from an address of
// their own. The shop runs with TRUST_PROXY=1 (playwright.config.ts): each test's client is the
// address it names in X-Forwarded-For, and what a client puts before it is never believed.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { paidOrderOverHttp } from "../../../../e2e/support/paid-order.ts";
import { BUYER } from "../../test-support/checkout-requests.ts";
import { ownClientAddress } from "../../test-support/client-address.ts";

const ORDER = { line: "1800*1*white*", total: 28_800, tag: "lookup" };
const LIMITED = {
  se: "Du har försökt många gånger på kort tid. Vänta en stund och försök igen.",
  en: "You have tried many times in a short while. Wait a while and try again.",
};

const address = ownClientAddress;

function lookup(
  request: APIRequestContext,
  from: string,
  form: { number: string; email: string },
  headers: Record<string, string> = {},
) {
  return request.post("/page/order_tracking", {
    form,
    headers: { "X-Forwarded-For": from, ...headers },
  });
}

const randomNumber = () => `KB-2026-${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;

test("past 20 wrong guesses an address gets 429 in its language, even for a real number; the owner still finds the order", async ({
  request,
}) => {
  const { number } = await paidOrderOverHttp(request, ORDER);
  const guesser = address();
  for (let i = 0; i < 20; i++) {
    const wrong = await lookup(request, guesser, {
      number: randomNumber(),
      email: `gissning${i}@example.se`,
    });
    expect(wrong.status()).toBe(404);
  }
  const refused = await lookup(request, guesser, { number, email: BUYER.email });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(60);
  expect(await refused.text()).toContain(LIMITED.se);
  const inEnglish = await lookup(
    request,
    guesser,
    { number, email: BUYER.email },
    { Cookie: "selectedLanguage=en" },
  );
  expect(inEnglish.status()).toBe(429);
  expect(await inEnglish.text()).toContain(LIMITED.en);
  // The same guesser, spoofing another client in front of the proxy's entry, is still itself.
  const spoofed = await lookup(request, `203.0.113.9, ${guesser}`, { number, email: BUYER.email });
  expect(spoofed.status()).toBe(429);

  const owner = await lookup(request, address(), { number, email: BUYER.email });
  expect(owner.status()).toBe(200);
  expect(await owner.text()).toContain(number);
});

test("hammering the owner's number from one address is refused after 10 a minute, and the owner is not", async ({
  request,
}) => {
  const { number } = await paidOrderOverHttp(request, ORDER);
  const stranger = address();
  for (let i = 0; i < 10; i++) {
    const wrong = await lookup(request, stranger, { number, email: `inte-agaren${i}@example.se` });
    expect(wrong.status()).toBe(404);
  }
  const refused = await lookup(request, stranger, { number, email: BUYER.email });
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain(LIMITED.se);

  for (const path of ["/page/order_tracking", "/page/angra_kop"]) {
    const owner = await request.post(path, {
      form: { number, email: BUYER.email, intent: "find" },
      headers: { "X-Forwarded-For": address() },
    });
    expect(owner.status(), path).toBe(200);
    expect(await owner.text()).toContain(number);
  }
});
