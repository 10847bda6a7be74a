// Where the address book lives, and what its address says after a change (post/redirect/get).
export const ADDRESS_BOOK_PATH = "/page/address_book";

export const DONE_KINDS = ["added", "updated", "removed", "default"] as const;
export type DoneKind = (typeof DONE_KINDS)[number];

export const isDoneKind = (value: string | null): value is DoneKind =>
  (DONE_KINDS as readonly (string | null)[]).includes(value);

/** The page after a change: its status line says what happened. */
export const donePath = (kind: DoneKind) => `${ADDRESS_BOOK_PATH}?done=${kind}`;
