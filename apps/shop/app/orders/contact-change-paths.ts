// Where an order's contact change is made, and where it leads back to.

export const ORDER_CHANGE_PATH = "/page/order_change";

export const orderChangeUrl = (link: string) => `${ORDER_CHANGE_PATH}?order=${link}`;

/** What a change did, as the order's page says it: the change made, or nothing to change. */
export type ChangeDone = "email" | "address" | "unchanged";

export const orderChangedUrl = (link: string, done: ChangeDone) =>
  `/page/order_tracking?order=${link}&changed=${done}`;
