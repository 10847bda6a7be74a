// The form posts behind the list buttons (decision record 0051): before the page's script runs,
// and without JavaScript at all, "Lägg i varukorgen", the heart and "Jämför" are plain forms
// posted to the list's own page, whose action puts the product in the list's cookie. Once the
// page is hydrated the same forms are handled in the browser, with no page load.
import type { ShopList } from "../layout/shop-lists.ts";

/** Where each list's form is posted: the page that shows the list (routes.ts). */
export const listPage = (list: ShopList): string => `/page/${list}`;

/** The form's fields: the product (repeated for a bundle), and for the cart its choices. */
export const PRODUCT_FIELD = "product";
export const QUANTITY_FIELD = "quantity";
export const COLOR_FIELD = "color";
export const SIZE_FIELD = "size";

/** After a post, the list's page says what happened: `?result=<outcome>&product=<id>`. */
export const OUTCOME_PARAM = "result";
export const OUTCOME_PRODUCT_PARAM = "product";

/**
 * Set by a post that changed a list's cookie: the first page hydrated afterwards takes what
 * the cookies hold into local storage (list-cookie-merge.ts), and only then loads that code.
 */
export const POSTED_COOKIE = "kb_posted";
