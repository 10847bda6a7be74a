// What a sale or a refund is made of, as the books need it: goods per moms rate, the delivery
// fee and the payment fee, each in öre incl. moms with the moms it holds. The parts always add up
// to the whole (total = Σ gross, moms = Σ moms), so a voucher built from them balances.

export interface Gross {
  /** Öre incl. moms. */
  gross: number;
  /** The moms included in `gross`. */
  moms: number;
}

export interface RateAmount extends Gross {
  /** Percent: 25, 12 or 6. */
  rate: number;
}

export interface BookAmounts {
  /** Goods per moms rate, highest rate first; a rate with nothing is left out. */
  goods: RateAmount[];
  delivery: Gross;
  paymentFee: Gross;
}

export const ZERO: Gross = { gross: 0, moms: 0 };

export function addGross(a: Gross, b: Gross): Gross {
  return { gross: a.gross + b.gross, moms: a.moms + b.moms };
}

/** Goods lines (rate, gross, moms) summed per rate. */
export function perRate(lines: Iterable<RateAmount>): RateAmount[] {
  const byRate = new Map<number, Gross>();
  for (const line of lines) {
    byRate.set(line.rate, addGross(byRate.get(line.rate) ?? ZERO, line));
  }
  return [...byRate]
    .map(([rate, sum]) => ({ rate, ...sum }))
    .filter((amount) => amount.gross !== 0 || amount.moms !== 0)
    .sort((a, b) => b.rate - a.rate);
}

/** The whole: goods, delivery and payment fee together. */
export function totalOf(amounts: BookAmounts): Gross {
  return [...amounts.goods, amounts.delivery, amounts.paymentFee].reduce(addGross, ZERO);
}

/** Every amount with its sign turned: a refund taken off the books. */
export function negated(amounts: BookAmounts): BookAmounts {
  const flip = (g: Gross): Gross => ({ gross: -g.gross, moms: -g.moms });
  return {
    goods: amounts.goods.map((g) => ({ rate: g.rate, ...flip(g) })),
    delivery: flip(amounts.delivery),
    paymentFee: flip(amounts.paymentFee),
  };
}
