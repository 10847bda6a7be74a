// Checkout's server against what a browser would never send: tampered quantities and totals,
// unknown and sold-out products, forged and replayed payment callbacks, oversized and malformed
// bodies. Each gets a clear answer, never a 500, and nothing is half-placed.
import { expect, test } from "@playwright/test";
import {
  checkoutBody,
  orderIdOf,
  orderLinkOf,
  postCheckout,
  sendCallback,
} from "../../test-support/checkout-requests.ts";
import { fromClient, ownClientAddress } from "../../test-support/client-address.ts";

// Galaxy A16 5G, 2 290 kr, 48 in stock; Galaxy A25 5G, 2 490 kr; iPhone 13, begagnad: sold out;
// Galaxy M53 5G: discontinued.
const A16 = "1050*1*black*";
const A25 = "1051*1*black*";
const SOLD_OUT = "1007*1*black*";
const DISCONTINUED = "1056*1*green*";

async function statusOf(request: Parameters<typeof postCheckout>[0], orderLink: string) {
  const page = await request.get(`/page/order_tracking?order=${orderLink}`);
  return /data-testid="order-status">([^<]+)</.exec(await page.text())?.[1];
}

test("a quantity no cart can hold, or a line that is not a line, is refused with a clear message", async ({
  request,
}) => {
  for (const line of [
    "1050*0*black*",
    "1050*-1*black*",
    "1050*99999*black*",
    "1050*1*black",
    "x*1**",
  ]) {
    const answer = await postCheckout(request, checkoutBody([line], { seenTotal: "229000" }));
    expect(answer.status(), line).toBe(400);
    expect(await answer.text()).toContain("Varukorgen kunde inte läsas.");
  }
});

test("more than the stock is lowered to the stock and shown again, not placed", async ({
  request,
}) => {
  const answer = await postCheckout(request, checkoutBody(["1055*500*green*"], { seenTotal: "1" }));
  expect(answer.status()).toBe(409);
  const html = await answer.text();
  expect(html).toContain("Det finns bara 7 st kvar av Galaxy M33 5G; vi har ändrat antalet.");
  expect(html).toContain('name="line" value="1055*7*green*"');
});

test("a total the buyer did not see is shown again and not charged", async ({ request }) => {
  const answer = await postCheckout(
    request,
    checkoutBody([A16], { seenTotal: "100", price: "1", unitPrice: "1" }),
  );
  expect(answer.status()).toBe(409);
  const html = await answer.text();
  expect(html).toContain("Totalsumman har ändrats till");
  expect(html).toMatch(/2\s290\skr/);
});

test("unknown and sold-out products are taken out with a message; the rest can be bought", async ({
  request,
}) => {
  const first = await postCheckout(
    request,
    checkoutBody(["999999*1**", SOLD_OUT, DISCONTINUED, A25], { seenTotal: "249000" }),
  );
  expect(first.status()).toBe(409);
  const html = await first.text();
  expect(html).toContain("En vara finns inte längre i sortimentet");
  expect(html).toContain("iPhone 13, begagnad är slutsåld och har tagits bort från beställningen.");
  expect(html).toContain("Galaxy M53 5G är slutsåld");
  const lines = [...html.matchAll(/name="line" value="([^"]+)"/g)].map((m) => m[1]);
  expect(lines).toEqual([A25]);

  // 2 490 kr; delivery is free from 499 kr.
  const second = await postCheckout(request, checkoutBody([A25], { seenTotal: "249000" }));
  expect(second.status()).toBe(303);
  expect(second.headers().location).toMatch(/\/testbetalning\/[^/]+\/$/);
});

test("field errors come back beside their fields, with everything typed kept", async ({
  request,
}) => {
  const answer = await postCheckout(
    request,
    checkoutBody([A16], {
      email: "anna@",
      postcode: "1234",
      terms: undefined,
      seenTotal: "229000",
    }),
  );
  expect(answer.status()).toBe(400);
  const html = await answer.text();
  expect(html).toContain("Skriv en giltig e-postadress, till exempel namn@exempel.se.");
  expect(html).toContain("Postnumret har fem siffror, till exempel 123 45.");
  expect(html).toContain("Du behöver godkänna köpvillkoren för att slutföra köpet.");
  expect(html).toContain('value="Storgatan 1"');
});

test("a double-sent checkout attempt places one order", async ({ request }) => {
  const body = checkoutBody([A16], { seenTotal: "229000" });
  const answers = await Promise.all([postCheckout(request, body), postCheckout(request, body)]);
  const ids = answers.map((answer) => orderIdOf(answer.headers().location ?? ""));
  expect(answers.map((a) => a.status())).toEqual([303, 303]);
  expect(ids[0]).toBe(ids[1]);
});

test("a forged callback is rejected and changes nothing; a signed one replayed 10 times pays once", async ({
  request,
}) => {
  const placed = await postCheckout(request, checkoutBody([A16], { seenTotal: "229000" }));
  const orderId = orderIdOf(placed.headers().location ?? "");
  const orderLink = orderLinkOf(placed.headers().location ?? "");
  const event = {
    eventId: `evt_${orderId}`,
    orderId,
    outcome: "paid",
    amount: 229_000,
    reference: "test_1",
  };

  const forged = await sendCallback(request, event, "not-the-secret");
  expect(forged.status()).toBe(400);
  const unsigned = await request.post("/payment/callback", { data: JSON.stringify(event) });
  expect(unsigned.status()).toBe(400);
  expect(await statusOf(request, orderLink)).toBe("Mottagen, väntar på betalning");

  const replies = await Promise.all(Array.from({ length: 10 }, () => sendCallback(request, event)));
  const results = await Promise.all(
    replies.map(async (r) => ((await r.json()) as { result: string }).result),
  );
  expect(results.filter((r) => r === "paid")).toHaveLength(1);
  expect(results.filter((r) => r === "duplicate")).toHaveLength(9);
  // A cancel arriving after the payment does not undo it.
  const late = await sendCallback(request, {
    ...event,
    eventId: `evt_late_${orderId}`,
    outcome: "cancelled",
  });
  expect(late.status()).toBe(200);
  expect(await statusOf(request, orderLink)).toBe("Betald");
});

test("oversized and malformed bodies get 400 or 413, never 500", async ({ request }) => {
  const huge = await request.post("/page/checkout", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: `line=${"1".repeat(200_000)}`,
  });
  expect(huge.status()).toBe(413);
  const hugeCallback = await request.post("/payment/callback", { data: "x".repeat(100_000) });
  expect(hugeCallback.status()).toBe(413);
  const garbage = await request.post("/page/checkout", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "%%%&line=%E0%A4%A&&=",
  });
  expect(garbage.status()).toBe(400);
  const json = await request.post("/page/checkout", { data: { line: A16 } });
  expect(json.status()).toBeLessThan(500);
  const notJson = await request.post("/payment/callback", {
    headers: { "x-kretsbutiken-signature": "t=1,v1=00" },
    data: "{",
  });
  expect(notJson.status()).toBe(400);
});

test("tracking says the same for an unknown number and a wrong address, and slows a guesser", async ({
  request,
}) => {
  const guesser = fromClient(ownClientAddress());
  const lookup = (number: string, email: string) =>
    request.post("/page/order_tracking", { form: { number, email }, headers: guesser });
  const unknown = await lookup("KB-2026-999998", "anna.svensson@example.se");
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain(
    "Vi hittar ingen order med det ordernumret och den e-postadressen.",
  );
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1)
    statuses.push((await lookup("KB-2026-999997", `x${i}@example.se`)).status());
  expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
  expect(statuses[10]).toBe(429);
});
