// The actions behind the list buttons' forms (decision record 0051): "Lägg i varukorgen", the
// heart and "Jämför" posted before the page's script ran, or without JavaScript. Each checks
// the post comes from the shop's own pages, reads the product (and for the cart the quantity,
// colour and size) with the same rules the browser applies (cart-rules.ts, wishlist-rules.ts,
// compare-rules.ts) against the catalogue, writes the list's cookie and answers 303 to the
// list's page, which shows the product and says what happened. What cannot be added is said
// on that page (4xx, the list untouched); nothing answers 500 for what a form can carry.
import { data, redirect, type RouterContextProvider } from "react-router";
import { isSameOriginPost } from "../admin/admin-guard.server.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import { servicesContext } from "../context/services-context.ts";
import type { ShopList } from "../layout/shop-lists.ts";
import { readForm } from "../request-body/read-form.ts";
import { cartCookie, cartFromCookieHeader } from "./cart-cookie.ts";
import {
  addToCart,
  type AddToCartResult,
  type CartItem,
} from "../../domain/shopper-lists/cart-rules.ts";
import { addToCompare, parseCompare } from "../../domain/shopper-lists/compare-rules.ts";
import {
  LIST_COOKIE,
  listCookie,
  listCookieText,
  listFromCookieHeader,
  POSTED_COOKIE,
} from "./list-cookie.ts";
import {
  COLOR_FIELD,
  listPage,
  OUTCOME_PARAM,
  OUTCOME_PRODUCT_PARAM,
  PRODUCT_FIELD,
  QUANTITY_FIELD,
  SIZE_FIELD,
} from "./list-form.ts";
import type { ListNotice } from "./list-notice.ts";
import { addToWishlist, parseWishlist } from "../../domain/shopper-lists/wishlist-rules.ts";

type Context = Readonly<RouterContextProvider>;

const ID = /^[1-9][0-9]{0,14}$/;
const QUANTITY = /^[1-9][0-9]{0,3}$/;
/** A bundle's form names a few products; more is not a form of this shop. */
const MAX_PRODUCTS = 10;

export interface ListPost {
  ids: number[];
  quantity: number;
  color?: string;
  size?: string;
}

const text = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === "string" && value !== "" ? value : undefined;
};

/** The form's fields, or undefined when they are not what the shop's forms send. */
export function parseListPost(form: FormData): ListPost | undefined {
  const ids = form.getAll(PRODUCT_FIELD);
  if (ids.length === 0 || ids.length > MAX_PRODUCTS) return undefined;
  if (!ids.every((id) => typeof id === "string" && ID.test(id))) return undefined;
  const quantity = text(form, QUANTITY_FIELD) ?? "1";
  if (!QUANTITY.test(quantity)) return undefined;
  const post: ListPost = { ids: [...new Set(ids.map(Number))], quantity: Number(quantity) };
  const color = text(form, COLOR_FIELD);
  const size = text(form, SIZE_FIELD);
  if (color !== undefined) post.color = color;
  if (size !== undefined) post.size = size;
  return post;
}

/** The list page again, with the reason nothing was added. */
const refused = (notice: Omit<ListNotice, "tone">, status: number) =>
  data({ notice: { ...notice, tone: "error" } satisfies ListNotice }, { status });

type Read =
  | { ok: true; post: ListPost; products: Map<number, Product>; secure: boolean }
  | { ok: false; answer: ReturnType<typeof refused> };

async function readPost(request: Request, context: Context): Promise<Read> {
  // A form from another site must not change anyone's lists (nor empty them: its post carries
  // no Lax cookie, so its answer would replace them).
  if (!isSameOriginPost(request)) {
    return { ok: false, answer: refused({ key: "request.malformed" }, 403) };
  }
  const read = await readForm(request, context);
  if (!read.ok) {
    return { ok: false, answer: refused({ key: read.problem.message }, read.problem.status) };
  }
  const post = parseListPost(read.form);
  if (!post) return { ok: false, answer: refused({ key: "request.malformed" }, 400) };
  const { catalogue, publicUrl } = context.get(servicesContext);
  const found = await catalogue.byIds(post.ids);
  return {
    ok: true,
    post,
    products: new Map(found.map((product) => [product.id, product])),
    secure: publicUrl.startsWith("https:"),
  };
}

/** 303 to the list's page, with the list's cookie and the mark that a post changed it. */
function added(list: ShopList, outcome: string, id: number, cookie: string, secure: boolean) {
  const search = new URLSearchParams({
    [OUTCOME_PARAM]: outcome,
    [OUTCOME_PRODUCT_PARAM]: `${id}`,
  });
  const headers = new Headers();
  headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", listCookie(POSTED_COOKIE, "1", secure));
  return redirect(`${listPage(list)}?${search}`, { status: 303, headers });
}

type Refused = Exclude<AddToCartResult, { items: CartItem[] }>;

function cartRefusal(result: Refused, product: Product | undefined) {
  const name = product?.name;
  switch (result.kind) {
    case "notInCatalogue":
      return refused({ key: "lists.notInCatalogue" }, 404);
    case "cartFull":
      return refused({ key: "lists.cart.full" }, 409);
    case "allInCart":
      return refused({ key: "lists.cart.allInCart", name, count: result.inStock }, 409);
    case "soldOut":
    case "discontinued":
      return refused({ key: `lists.cart.${result.kind}`, name }, 409);
  }
}

/** POST /page/cart: each product of the form into the cart, as the browser would add it. */
export async function addToCartPost(request: Request, context: Context) {
  const read = await readPost(request, context);
  if (!read.ok) return read.answer;
  const { post, products, secure } = read;
  let items = cartFromCookieHeader(request.headers.get("Cookie"));
  let last: { kind: string; id: number } | undefined;
  for (const id of post.ids) {
    const product = products.get(id);
    const result = addToCart(items, product, post.quantity, post);
    // A bundle adds what it can; the page then says what could not be.
    if (!("items" in result)) {
      if (post.ids.length === 1 || !last) return cartRefusal(result, product);
      continue;
    }
    items = result.items;
    last = { kind: result.kind, id };
  }
  return added("cart", last!.kind, last!.id, cartCookie(items, secure), secure);
}

/** POST /page/wishlist: the product onto the wishlist ("Finns redan" is no error). */
export async function addToWishlistPost(request: Request, context: Context) {
  const read = await readPost(request, context);
  if (!read.ok) return read.answer;
  const id = read.post.ids[0]!;
  const items = listFromCookieHeader(request.headers.get("Cookie"), "wishlist", parseWishlist);
  const result = addToWishlist(items, id, read.products.has(id));
  if (result.kind === "notInCatalogue") return refused({ key: "lists.notInCatalogue" }, 404);
  if (result.kind === "full") return refused({ key: "lists.wishlist.full" }, 409);
  const kept = result.kind === "added" ? result.items : items;
  return added(
    "wishlist",
    result.kind,
    id,
    listCookie(LIST_COOKIE.wishlist, listCookieText(kept), read.secure),
    read.secure,
  );
}

/** POST /page/compare: the product into the comparison (another type starts a new one). */
export async function addToComparePost(request: Request, context: Context) {
  const read = await readPost(request, context);
  if (!read.ok) return read.answer;
  const id = read.post.ids[0]!;
  const items = listFromCookieHeader(request.headers.get("Cookie"), "compare", parseCompare);
  const result = addToCompare(items, read.products.get(id));
  if (result.kind === "notInCatalogue") return refused({ key: "lists.notInCatalogue" }, 404);
  if (result.kind === "full") {
    return refused({ key: "lists.compare.full", count: items.length }, 409);
  }
  const kept = result.kind === "added" ? result.items : items;
  const outcome = result.kind === "added" && result.replaced ? "replaced" : result.kind;
  return added(
    "compare",
    outcome,
    id,
    listCookie(LIST_COOKIE.compare, listCookieText(kept), read.secure),
    read.secure,
  );
}
