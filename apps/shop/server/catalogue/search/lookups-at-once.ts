// At most so many of search's lookups at once on an instance; the rest wait their turn, first
// come first served. A lookup holds a database connection while it reads (a broad word at
// 100,000 products: tens of milliseconds), so without a bound the long tail of searches took
// every connection of the pool, and every other page's reads (the catalogue's check before a
// kept page is answered) queued behind them (decision record 0061).

export type LookupQueue = <T>(lookup: () => Promise<T>) => Promise<T>;

export function lookupsAtOnce(most: number): LookupQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (lookup) => {
    if (running < most) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await lookup();
    } finally {
      // The slot passes to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
