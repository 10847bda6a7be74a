// What the erasure's form post answers when nothing was erased (erase-customer.server.ts): the
// box not ticked, a plan that no longer holds, an order that still needs the details, a
// customer that is gone, or a body the server could not read.
import type { MessageKey } from "../../i18n/messages.ts";

export type ErasureActionData =
  | { ok: false; error: "confirm" | "conflict" | "not_found" }
  | { ok: false; error: "open_orders"; orders: string[] }
  | { ok: false; problem: MessageKey };
