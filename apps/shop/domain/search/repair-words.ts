// Swedish shoppers name a repair by the part and the job in one word: "skärmbyte" (screen
// replacement), "batteribyte", "däckbyte", "skärmreparation". The shop sells the part, whose
// name says "skärm" or "ersättningsskärm", so such a query word also stands for its head.
import { MIN_COMPOUND_HEAD } from "./search-terms.ts";

/** The job a compound ends with, folded (fold-letters.ts), longest first. */
const JOBS = ["reparationer", "reparation", "lagning", "service", "bytet", "byten", "byte"];

/** The part a repair word names ("skarmbyte" → "skarm"), or undefined for any other word. */
export function repairedPart(folded: string): string | undefined {
  for (const job of JOBS) {
    if (!folded.endsWith(job)) continue;
    const head = folded.slice(0, -job.length);
    return Array.from(head).length >= MIN_COMPOUND_HEAD ? head : undefined;
  }
  return undefined;
}
