// What checkout charges, worked out from the catalogue alone: each cart line priced at the
// product's price now, every line checked against the stock, and the totals for a delivery
// option and a payment method. The server runs this on every submission; the browser runs the
// same code only to show the totals as the buyer changes the choices.
import {
  deliveryPrice,
  DELIVERY_OPTIONS,
  type DeliveryOptionId,
} from "../../domain/catalogue/delivery.ts";
import type { Localized, Product } from "../../domain/catalogue/product.ts";
import type { Language } from "../../domain/language.ts";
import { colourLabel } from "../shopper-lists/colour-label.ts";
import type { CartItem } from "../../domain/shopper-lists/cart-rules.ts";
import { momsOf } from "../../domain/moms.ts";
import { PAYMENT_METHODS, type PaymentMethodId } from "../../domain/checkout/payment-methods.ts";

export interface CheckoutLine {
  /** The cart line as the form carries it. */
  item: CartItem;
  productId: number;
  name: Localized;
  /** "Svart, 128 GB"; empty when the product has no options. */
  variant: Localized;
  quantity: number;
  /** Öre incl. moms, from the catalogue now. */
  unitPrice: number;
  lineTotal: number;
  imageSrc: string | undefined;
}

export type CartProblem =
  /** The product is not in the catalogue (any more). */
  | { kind: "gone"; productId: number }
  /** Not sold any more, or none left. */
  | { kind: "soldOut"; name: Localized }
  /** Fewer left than the cart asks for: the line now holds what there is. */
  | { kind: "clamped"; name: Localized; quantity: number };

export interface PricedCart {
  lines: CheckoutLine[];
  problems: CartProblem[];
}

function variantOf(item: CartItem): Localized {
  const words = (language: Language) =>
    [item.color && colourLabel(item.color, language), item.size].filter(Boolean).join(", ");
  return { se: words("se"), en: words("en") };
}

/** Prices the cart; lines that cannot be bought become problems, the rest can still be bought. */
export function priceCart(
  items: readonly CartItem[],
  products: ReadonlyMap<number, Product>,
): PricedCart {
  const lines: CheckoutLine[] = [];
  const problems: CartProblem[] = [];
  const left = new Map<number, number>();
  for (const item of items) {
    const product = products.get(item.id);
    if (!product) {
      problems.push({ kind: "gone", productId: item.id });
      continue;
    }
    const available = product.available ? (left.get(item.id) ?? product.inStock) : 0;
    if (available <= 0) {
      problems.push({ kind: "soldOut", name: product.name });
      continue;
    }
    const quantity = Math.min(item.quantity, available);
    if (quantity < item.quantity) problems.push({ kind: "clamped", name: product.name, quantity });
    left.set(item.id, available - quantity);
    lines.push({
      item: { ...item, quantity },
      productId: product.id,
      name: product.name,
      variant: variantOf(item),
      quantity,
      unitPrice: product.price,
      lineTotal: product.price * quantity,
      imageSrc: product.images[0]?.src,
    });
  }
  return { lines, problems };
}

export interface CheckoutTotals {
  goods: number;
  delivery: number;
  paymentFee: number;
  total: number;
  /** The moms included in the total. */
  moms: number;
}

export function checkoutTotals(
  lines: readonly CheckoutLine[],
  delivery: DeliveryOptionId,
  payment: PaymentMethodId,
  freeShippingFrom: number,
): CheckoutTotals {
  const goods = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const option = DELIVERY_OPTIONS.find((o) => o.id === delivery) ?? DELIVERY_OPTIONS[0]!;
  const deliveryFee = deliveryPrice(option, goods, freeShippingFrom);
  const paymentFee = PAYMENT_METHODS.find((m) => m.id === payment)?.fee ?? 0;
  const moms =
    lines.reduce((sum, line) => sum + momsOf(line.lineTotal), 0) + momsOf(deliveryFee + paymentFee);
  return {
    goods,
    delivery: deliveryFee,
    paymentFee,
    total: goods + deliveryFee + paymentFee,
    moms,
  };
}
