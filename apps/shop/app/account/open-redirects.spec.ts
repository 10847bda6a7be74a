// No form or sign-in address of the shop sends a visitor to another site: every "send me
// back" field and every redirect_to, given each way of naming another host that browsers are
// known to follow, ends on a path of this shop (against the built shop, over HTTP).
import { expect, test } from "@playwright/test";

const ELSEWHERE = [
  "https://evil.example/",
  "//evil.example/",
  "/.//evil.example",
  "/./%2F/evil.example",
  "/%2F%2Fevil.example",
  "/%5C%5Cevil.example",
  "/\\evil.example",
  "\\/\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/%09/evil.example",
];

/** Where the shop's 303 goes, as the browser would resolve it. */
function followed(location: string | undefined, base: string): URL {
  expect(location, "a redirect").toBeDefined();
  return new URL(location ?? "", base);
}

for (const [path, form] of [
  ["/api/consent", { consent: "necessary" }],
  ["/api/preferences", { currency: "SEK" }],
  ["/api/newsletter", { email: "inte-en-adress" }],
] as const) {
  test(`${path} sends back to this shop only`, async ({ request, baseURL }) => {
    for (const redirectTo of ELSEWHERE) {
      const response = await request.post(path, {
        form: { ...form, redirectTo },
        maxRedirects: 0,
      });
      expect(response.status(), redirectTo).toBe(303);
      const to = followed(response.headers().location, baseURL ?? "");
      expect(to.origin, redirectTo).toBe(new URL(baseURL ?? "").origin);
      expect(to.pathname, redirectTo).toBe("/");
    }
    const home = await request.post(path, {
      form: { ...form, redirectTo: "/page/about_us" },
      maxRedirects: 0,
    });
    expect(home.headers().location).toMatch(/^\/page\/about_us(\?|#|$)/);
  });
}

test("a review vote goes back to this shop only", async ({ request, baseURL }) => {
  for (const back of ELSEWHERE) {
    const response = await request.post("/page/review", {
      form: { intent: "helpful", review: "no-such-review", back },
      maxRedirects: 0,
    });
    expect(response.status(), back).toBe(303);
    const to = followed(response.headers().location, baseURL ?? "");
    expect(to.origin, back).toBe(new URL(baseURL ?? "").origin);
    expect(to.pathname, back).toBe("/page/review");
  }
});

// The page's loader data, as streamed into the HTML for the widget: where it goes once signed in.
const NEXT = /\\"next\\",\\"([^\\"]*)\\"/;

for (const page of ["/page/login", "/login", "/page/register"]) {
  test(`${page} never offers another site as where to go next`, async ({ request }) => {
    const nextOf = async (redirectTo: string) => {
      const response = await request.get(`${page}?redirect_to=${encodeURIComponent(redirectTo)}`);
      expect(response.status()).toBe(200);
      return NEXT.exec(await response.text())?.[1];
    };
    expect(await nextOf("/page/cart")).toBe("/page/cart");
    expect(await nextOf("/product/x?color=white#reviews")).toBe("/product/x?color=white#reviews");
    for (const redirectTo of ELSEWHERE) {
      expect(await nextOf(redirectTo), redirectTo).toBe("/page/user_dashboard");
    }
  });
}
