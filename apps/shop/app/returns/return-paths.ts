/** The page where a return label is chosen for an order's withdrawals (by the order's link). */
export const RETURN_PATH = "/page/retur";

/** The printable label of one return (by the return's own token). */
export const RETURN_LABEL_PATH = "/page/returetikett";

export const returnPageUrl = (orderLink: string) =>
  `${RETURN_PATH}?order=${encodeURIComponent(orderLink)}`;

export const returnLabelUrl = (token: string) =>
  `${RETURN_LABEL_PATH}?retur=${encodeURIComponent(token)}`;
