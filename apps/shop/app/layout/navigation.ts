// The navigation of spec §2 ("home, deal of the week, about us, contact us, shop, product,
// pages, blog") with the spec's §9 translations as labels.
import type { MessageKey } from "../i18n/messages.ts";

export interface NavLinkItem {
  label: MessageKey;
  to: string;
}

export const productLayouts: NavLinkItem[] = [
  { label: "nav.product.sticky", to: "/product/product_sticky" },
  { label: "nav.product.fourImages", to: "/product/product_4_images" },
  { label: "nav.product.noSidebar", to: "/product/product_no_sidebar" },
  { label: "nav.product.rightSidebar", to: "/product/product_right_sidebar" },
  { label: "nav.product.leftThumbnail", to: "/product/product_left_thumbnail" },
  { label: "nav.product.rightThumbnail", to: "/product/product_right_thumbnail" },
  { label: "nav.product.videoThumbnail", to: "/product/product_video_thumbnail" },
];

export const contentPages: NavLinkItem[] = [
  { label: "ABOUT", to: "/page/about_us" },
  { label: "page.faq.title", to: "/page/faq" },
  { label: "CONTACT", to: "/page/contact_us" },
  { label: "page.orderTracking.title", to: "/page/order_tracking" },
  { label: "nav.workshop", to: "/verkstad" },
  { label: "nav.scooterDoctor", to: "/felkod" },
  { label: "page.kopvillkor.title", to: "/page/kopvillkor" },
  { label: "page.integritetspolicy.title", to: "/page/integritetspolicy" },
  { label: "page.comingSoon.title", to: "/page/comming_soon" },
  { label: "page.notFound.title", to: "/page/404" },
];
