// A decision inside a transaction that refuses the change: thrown to undo everything the
// transaction wrote so far (the order it took included) and answered to the caller instead.
export class Refused<T> extends Error {
  readonly result: T;
  constructor(result: T) {
    super("refused");
    this.result = result;
  }
}

/** Runs `work` (a transaction), answering a Refused's result as if `work` had returned it. */
export async function unlessRefused<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused) return error.result as T;
    throw error;
  }
}
