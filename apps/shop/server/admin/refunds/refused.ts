// A decision inside a transaction that refuses the change: thrown to undo everything the
// transaction wrote so far (the order it took included) and answered to the caller instead.
import { ShopError } from "../../../domain/shop-error.ts";
export class RefundRefused<T> extends ShopError<"REFUND_REFUSED"> {
  readonly result: T;
  constructor(result: T) {
    super("REFUND_REFUSED");
    this.result = result;
  }
}

/** Runs `work` (a transaction), answering a RefundRefused's result as if `work` had returned it. */
export async function unlessRefused<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RefundRefused) return error.result as T;
    throw error;
  }
}
