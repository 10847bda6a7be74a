// Every page path of product spec §2, written out from the spec, for the tests that check
// the route table and visit every route. Catch-all {id} and {token}{id} routes get a sample
// id. `status` is what the page answers: /page/404 is the 404 page itself. `family` groups
// routes that render the same page type with other data (every article, every device
// category), so checks that look at markup, not content (axe), visit one of each. `filled`
// pages must show their content: the crawl fails on an empty state (components/empty-state.tsx).
export interface SpecRoute {
  path: string;
  status: number;
  family?: string;
  filled?: boolean;
}

const ok = (path: string): SpecRoute => ({ path, status: 200 });
/** A page that must show its content, never an empty state. */
const filled = (path: string): SpecRoute => ({ path, status: 200, filled: true });
const inFamily =
  (family: string) =>
  (path: string): SpecRoute => ({ path, status: 200, family });

export const specRoutes: SpecRoute[] = [
  // Core routes
  ...["/", "/home", "/login", "/logout", "/profile", "/test", "/veckans-deal"].map(ok),
  // Under /page/
  { path: "/page/404", status: 404 },
  ...[
    "cart",
    "login",
    "register",
    "forgot_password",
    "wishlist",
    "about_us",
    "faq",
    "comming_soon",
    "review",
    "search",
    "compare",
    "checkout",
    "contact_us",
    "order_success",
    "order_tracking",
    "user_dashboard",
  ].map((name) =>
    // Issue 18 gave these two their content: the shop's reviews, and a countdown with sign-up.
    name === "review" || name === "comming_soon" ? filled(`/page/${name}`) : ok(`/page/${name}`),
  ),
  // Payment
  ...["cancel", "callback", "complete"].map((name) => ok(`/payment/${name}`)),
  // Blog
  ...[
    "/blog",
    "/blogs",
    "/blog/blog_details",
    "/blog/blog_listing",
    "/blog/blog_masonary",
    "/blog/blog_no_sidebar",
    "/blog/blog_left_sidebar",
    "/blog/blog_right_sidebar",
    "/blog/blog_infinite_scroll",
    "/blogs/blog_details",
  ].map(ok),
  ...[
    "service-felsokning",
    "olika-klasser-av-elsparkcyklar",
    "felkod-10",
    "felkod-11-12-13",
    "felkod-14",
    "felkod-15",
    "felkod-16",
    "felkod-17",
    "felkod-35",
    "xiaoflasher-uppgradering-trimmning",
    "xiaoflasher-applikationen-som-forenklar-felsokningen",
    "bra-att-tanka-pa-vid-kop-av-scooter",
    "Vad-sager-transportstyrelsen-om-elsparkcykeln",
  ]
    .map((slug) => `/blogs/${slug}`)
    .map(inFamily("article")),
  // Device category pages
  ...[
    "/apple/ipad",
    "/apple/iphone",
    ...["P", "Y", "Mate", "Honor"].map((s) => `/Huawei/${s}-Series`),
    ...["ps4", "ps5", "ps4ps5"].map((s) => `/playstation/${s}`),
    "/xbox/xseries",
    "/xbox/xseries-xone",
    ...["lite", "oled", "original", "all-models", "original-oled"].map(
      (s) => `/NintendoSwitch/${s}`,
    ),
    ...["E", "L", "M", "X", "Z", "XA", "XZ"].map((s) => `/Sony-Xperia/${s}-Series`),
    "/samsung/samsung-Tablet",
    ...["A", "M", "S", "Z", "Note", "Xcover"].map((s) => `/samsung/Galaxy-${s}-Series`),
    ...["pc", "aLL-consoles", "nintendo-switch-pc"].map((s) => `/simulation/${s}`),
    "/pc/audio-ljud",
    "/globalt-allmant/vaskor-och-fodral",
    "/globalt-allmant/taggar-for-filterfunktion",
  ].map(inFamily("device-category")),
  // Shop listings: catch-all {id}, and the fixed ones
  ...[
    "shop_list",
    "shop_top_filter",
    "shop_filter_hide",
    "shop_left_sidebar",
    "shop_right_sidebar",
    "shop_canvas_filter",
    "shop_with_category",
    "shop_category_filter",
  ].map((name) => ok(`/shop/${name}/phone`)),
  ok("/shop/shop_no_sidebar"),
  ok("/shop/shop_list_infinite"),
  // Product pages: catch-all {id}, {token}{id}, and the fixed layouts
  // (the sample id is a demo product, 1001 iPhone 16 Pro Max; the fixed layouts show it too)
  ok("/product/product_bundle/1001"),
  ok("/product/product_left_sidebar/1001"),
  ok("/product/iphone-16-pro-max/1001"),
  ...[
    "product_sticky",
    "product_4_images",
    "product_no_sidebar",
    "product_right_sidebar",
    "product_left_thumbnail",
    "product_right_thumbnail",
    "product_video_thumbnail",
  ].map((name) => ok(`/product/${name}`)),
  // Template demo pages
  filled("/voxo_plus/search"),
  ...["bottom", "bottom_left", "bottom_right"]
    .map((s) => `/voxo_plus/cookie_bar/${s}`)
    .map(inFamily("cookie-bar")),
  ...[
    "element_home",
    "element_button",
    "element_header",
    "element_product",
    "element_categories",
    "element_deal_banner",
    "element_collection_banner",
  ].map((s) => filled(`/voxo_plus/element_page/${s}`)),
  ...[
    "portfolio_2_grid",
    "portfolio_3_grid",
    "portfolio_4_grid",
    "portfolio_no_space",
    "portfolio_2_masonary",
    "portfolio_3_masonary",
    "portfolio_4_masonary",
  ]
    .map((s) => `/voxo_plus/portfolio_page/${s}`)
    .map((path) => ({
      ...inFamily(path.includes("masonary") ? "portfolio-masonry" : "portfolio-grid")(path),
      filled: true,
    })),
  filled("/voxo_plus/home/electronic_demo"),
];

/** Pages the shop adds to the spec's: terms, privacy policy, "Ångra köp" (market.md), newsletter links. */
export const extraRoutes: SpecRoute[] = [
  ok("/page/kopvillkor"),
  ok("/page/integritetspolicy"),
  ok("/page/angra_kop"),
  // "Reklamera en vara", opened without an order link: the order lookup.
  ok("/page/reklamation"),
  // The return label's choice, opened without an order link: the page says it finds no order.
  ok("/page/retur"),
  // The signed-in shopper's address book (signed out: the login page).
  ok("/page/address_book"),
  // Min garage (signed out: the login page), and its reminder mails' links opened without one.
  ok("/page/garage"),
  ok("/garage/paminnelse/bekrafta"),
  ok("/garage/paminnelse/avregistrera"),
  // The newsletter mails' links, opened without one: the page says the link is not valid.
  ok("/newsletter/bekrafta"),
  ok("/newsletter/avregistrera"),
  // Product alerts: the form's page for a product, and the mails' links opened without one.
  ok("/bevakning?product=9026"),
  ok("/bevakning/bekrafta"),
  ok("/bevakning/avregistrera"),
  // Felkodsdoktorn: the start, a model's codes and an answer (each a page type of its own).
  ok("/felkod"),
  ok("/felkod/xiaomi-m365"),
  ok("/felkod/xiaomi-m365/14"),
  // The workshop: what it does, booking (a service chosen, as the doctor links), and a booking's
  // page by its mail's link, opened without one.
  ok("/verkstad"),
  ok("/verkstad/boka?tjanst=felsokning&modell=xiaomi-pro-2&felkod=14"),
  ok("/verkstad/bokning"),
  // A phone's energy label and product information sheet.
  ok("/product/iphone-16-pro-max/1001/energimarkning"),
  ok("/product/iphone-16-pro-max/1001/produktblad"),
  // Leaving the shop (signed out: the login page), and where it ends.
  ok("/page/delete_account"),
  ok("/page/account_deleted"),
];

/** One route of each family and every route without one: each page type once. */
export function onePerPageType(routes: readonly SpecRoute[]): SpecRoute[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    if (route.family === undefined) return true;
    if (seen.has(route.family)) return false;
    seen.add(route.family);
    return true;
  });
}
