// Every route of the product spec (§2), in the spec's order, with its exact paths and letter
// case. Matching is case-sensitive: /huawei/p-series is not /Huawei/P-Series. Several paths
// share one module (a category page, a listing frame); each gets its own id, and the module
// tells them apart by path. Routes the spec does not list are marked "not in the spec".
import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { adminRoutes } from "./admin/admin-routes.ts";
import { deviceCategoryGroups } from "./catalogue/device-categories.ts";

/** A page at an exact path; `id` is needed when the module serves more than one path. */
const page = (path: string, file: string, id?: string) =>
  route(path, file, id === undefined ? { caseSensitive: true } : { id, caseSensitive: true });

/** One module for a list of paths, each route named after its path. */
const pages = (file: string, paths: string[]) => paths.map((path) => page(path, file, path));

export default [
  // Core routes
  index("routes/home.tsx"),
  page("home", "routes/home.tsx", "home"),
  page("login", "routes/login.tsx", "login"),
  page("logout", "routes/logout.tsx"),
  page("profile", "routes/profile.tsx"),
  page("test", "routes/test.tsx"),
  page("veckans-deal", "routes/veckans-deal.tsx"),

  // Under /page/
  page("page/404", "routes/page/404.tsx"),
  page("page/cart", "routes/page/cart.tsx"),
  page("page/login", "routes/login.tsx", "page/login"),
  page("page/register", "routes/page/register.tsx"),
  page("page/forgot_password", "routes/page/forgot-password.tsx"),
  page("page/wishlist", "routes/page/wishlist.tsx"),
  page("page/about_us", "routes/page/about-us.tsx"),
  page("page/faq", "routes/page/faq.tsx"),
  page("page/comming_soon", "routes/page/comming-soon.tsx"),
  page("page/review", "routes/page/review.tsx"),
  page("page/search", "routes/page/search.tsx"),
  page("page/compare", "routes/page/compare.tsx"),
  page("page/checkout", "routes/page/checkout.tsx"),
  page("page/contact_us", "routes/page/contact-us.tsx"),
  page("page/order_success", "routes/page/order-success.tsx"),
  page("page/order_tracking", "routes/page/order-tracking.tsx"),
  page("page/user_dashboard", "routes/page/user-dashboard.tsx"),
  // Not in the spec: leaving the shop, from the dashboard (app/account/leaving/).
  // Not in the spec: the buyer changing an order's e-mail or delivery address (README "Changing
  // an order's address"), from the order's page and the dashboard.
  page("page/order_change", "routes/page/order-change.tsx"),
  page("page/delete_account", "routes/page/delete-account.tsx"),
  page("page/account_deleted", "routes/page/account-deleted.tsx"),
  // Not in the spec: the terms and the privacy policy a Swedish shop must publish (market.md).
  page("page/kopvillkor", "routes/page/kopvillkor.tsx"),
  page("page/integritetspolicy", "routes/page/integritetspolicy.tsx"),
  // Not in the spec: "Ångra köp", the withdrawal function required from 19 June 2026.
  page("page/angra_kop", "routes/page/angra-kop.tsx"),
  // Not in the spec: "Reklamera en vara", complaints under konsumentköplagen (README
  // "Complaints"): the form, a case's own page, and a case's photos.
  page("page/reklamation", "routes/page/reklamation.tsx"),
  page("page/reklamation/arende", "routes/page/reklamation-arende.tsx"),
  page("page/reklamation/foto", "routes/page/reklamation-foto.ts"),
  // Not in the spec: the return label after "Ångra köp" (README "Returns"): the drop-off choice,
  // and the printable label.
  page("page/retur", "routes/page/retur.tsx"),
  page("page/returetikett", "routes/page/returetikett.tsx"),
  // Not in the spec: the signed-in shopper's saved addresses, from the dashboard's "Adresser".
  page("page/address_book", "routes/page/address-book.tsx"),
  // Not in the spec: Min garage, the signed-in shopper's saved devices (issue 41), from the
  // dashboard; and its check reminders' confirmation and unsubscribe links.
  page("page/garage", "routes/page/garage.tsx"),
  page("garage/paminnelse/bekrafta", "routes/garage/confirm.tsx"),
  page("garage/paminnelse/avregistrera", "routes/garage/unsubscribe.tsx"),

  // Not in the spec: the newsletter's double opt-in and unsubscribe links (README "Abuse limits").
  page("newsletter/bekrafta", "routes/newsletter/confirm.tsx"),
  page("newsletter/avregistrera", "routes/newsletter/unsubscribe.tsx"),

  // Not in the spec: product alerts, "Bevaka" and "Prisbevakning" (README "Product alerts"): the
  // forms' page, and the mails' confirmation and unsubscribe links.
  page("bevakning", "routes/alerts/alert-page.tsx"),
  page("bevakning/bekrafta", "routes/alerts/confirm.tsx"),
  page("bevakning/avregistrera", "routes/alerts/unsubscribe.tsx"),

  // Not in the spec: Felkodsdoktorn (issue 41, README "Felkodsdoktorn"): the start with its two
  // ways in, a model's codes, and the answer for one model and code.
  page("felkod", "routes/felkod/doctor-start.tsx"),
  page("felkod/:model", "routes/felkod/doctor-model.tsx"),
  page("felkod/:model/:code", "routes/felkod/doctor-answer.tsx"),

  // Not in the spec: the workshop (issue 41, README "Workshop booking"): what it does, booking
  // a time, and a booking's own page by the link in its mails (cancel, rebook).
  page("verkstad", "routes/workshop/workshop.tsx"),
  page("verkstad/boka", "routes/workshop/book.tsx"),
  page("verkstad/bokning", "routes/workshop/booking.tsx"),

  // Payment
  ...pages("routes/payment/payment-status.tsx", [
    "payment/cancel",
    "payment/callback",
    "payment/complete",
  ]),

  // Blog: one listing in the template's arrangements, the article layout (the newest
  // article), every article by its slug (content/blog/), the feeds and the pictures.
  ...pages("routes/blogs/blog-front.tsx", ["blog", "blogs"]),
  ...pages("routes/blogs/blog-listing.tsx", [
    "blog/blog_listing",
    "blog/blog_masonary",
    "blog/blog_no_sidebar",
    "blog/blog_left_sidebar",
    "blog/blog_right_sidebar",
    "blog/blog_infinite_scroll",
  ]),
  ...pages("routes/blogs/article.tsx", ["blog/blog_details", "blogs/blog_details"]),
  page("blogs/:slug", "routes/blogs/article.tsx", "blogs/article"),
  page("blog/rss/:file", "routes/blogs/feed.ts"),
  page("blog/images/:file", "routes/blogs/article-image.ts"),

  // Device category pages, from the mega menu's list. Where the spec lists only series letters
  // (Sony Xperia, Samsung Galaxy), the slugs follow its Huawei pattern ("P-Series"); see
  // apps/shop/README.md.
  ...pages(
    "routes/category/device-category.tsx",
    deviceCategoryGroups.flatMap((group) => group.categories.map((c) => c.path.slice(1))),
  ),

  // Shop listings: a catch-all {id} (a validate hook answers 404 for a malformed one), and
  // two fixed layouts.
  ...pages("routes/shop/shop-listing.tsx", [
    "shop/shop_list/*",
    "shop/shop_top_filter/*",
    "shop/shop_filter_hide/*",
    "shop/shop_left_sidebar/*",
    "shop/shop_right_sidebar/*",
    "shop/shop_canvas_filter/*",
    "shop/shop_with_category/*",
    "shop/shop_category_filter/*",
    "shop/shop_no_sidebar",
    "shop/shop_list_infinite",
  ]),

  // Product pages: catch-all {id}, the {token}{id} page, and the fixed layouts.
  ...pages("routes/product/product-page.tsx", [
    "product/product_bundle/*",
    "product/product_left_sidebar/*",
    "product/:token/:id",
    "product/product_sticky",
    "product/product_4_images",
    "product/product_no_sidebar",
    "product/product_right_sidebar",
    "product/product_left_thumbnail",
    "product/product_right_thumbnail",
    "product/product_video_thumbnail",
  ]),
  // Not in the spec: a phone's or tablet's EU energy label and product information sheet
  // (market.md "Energy label of phones and tablets").
  page("product/:token/:id/energimarkning", "routes/product/energy-label.tsx"),
  page("product/:token/:id/produktblad", "routes/product/product-sheet.tsx"),

  // Template demo pages under /voxo_plus/
  page("voxo_plus/search", "routes/voxo-plus/search.tsx"),
  ...pages("routes/voxo-plus/cookie-bar.tsx", [
    "voxo_plus/cookie_bar/bottom",
    "voxo_plus/cookie_bar/bottom_left",
    "voxo_plus/cookie_bar/bottom_right",
  ]),
  ...pages("routes/voxo-plus/element-page.tsx", [
    "voxo_plus/element_page/element_home",
    "voxo_plus/element_page/element_button",
    "voxo_plus/element_page/element_header",
    "voxo_plus/element_page/element_product",
    "voxo_plus/element_page/element_categories",
    "voxo_plus/element_page/element_deal_banner",
    "voxo_plus/element_page/element_collection_banner",
  ]),
  ...pages("routes/voxo-plus/portfolio-page.tsx", [
    "voxo_plus/portfolio_page/portfolio_2_grid",
    "voxo_plus/portfolio_page/portfolio_3_grid",
    "voxo_plus/portfolio_page/portfolio_4_grid",
    "voxo_plus/portfolio_page/portfolio_no_space",
    "voxo_plus/portfolio_page/portfolio_2_masonary",
    "voxo_plus/portfolio_page/portfolio_3_masonary",
    "voxo_plus/portfolio_page/portfolio_4_masonary",
  ]),
  page("voxo_plus/home/electronic_demo", "routes/voxo-plus/electronic-demo.tsx"),
  // Also named by the spec; a permanent redirect to the page above (not a page of its own).
  page("home/electronic_demo", "routes/redirects/electronic-demo.ts"),

  // Not in the spec: endpoints the shell posts to (no page, no component).
  route("api/preferences", "routes/api/preferences.ts"),
  route("api/consent", "routes/api/consent.ts"),
  route("api/newsletter", "routes/api/newsletter.ts"),
  route("api/search/suggest", "routes/api/search-suggest.ts"),
  route("api/products", "routes/api/products.ts"),
  route("api/compare-companion", "routes/api/compare-companion.ts"),
  route("api/account", "routes/api/account.ts"),
  route("api/garage", "routes/api/garage.ts"),

  // Not in the spec: the shop owner's admin (README "Admin").
  ...adminRoutes,

  // Anything else: 404 'Page not found: {path}'.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
