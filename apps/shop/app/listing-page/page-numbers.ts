/**
 * The pages to link: the first, the last, and two either side of the current one. A gap of
 * one page shows that page rather than an ellipsis standing for it.
 */
export function pageNumbers(page: number, pageCount: number): (number | "gap")[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => {
    const before = i > 0 ? n - shown[i - 1]! : 1;
    if (before === 1) return [n];
    return before === 2 ? [n - 1, n] : ["gap" as const, n];
  });
}
