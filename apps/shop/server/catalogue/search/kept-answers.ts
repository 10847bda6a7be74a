// Search's kept answers (rankings, facets), in two parts, each dropping its least recently
// asked first: answers asked once, and answers asked again. Most searches are asked once; kept
// in one list they pushed out the popular ones (a thousand new searches in a minute dropped
// every ranking the shop's most common words had), so an answer asked again moves to a part
// of its own, which only other answers asked again can crowd (a segmented LRU). An answer
// pushed out of that part goes back to the first, to be asked again or dropped.

export interface KeptAnswer {
  /** When it was asked of the engine. */
  at: number;
  value: Promise<unknown>;
}

export interface KeptAnswers {
  get(key: string): KeptAnswer | undefined;
  /** Keeps `answer` for `key`: among those asked again when `again`, else among those asked once. */
  set(key: string, answer: KeptAnswer, again: boolean): void;
  /** Drops `key` when it still holds `value` (its lookup failed). */
  dropIf(key: string, value: Promise<unknown>): void;
  clear(): void;
}

export function keptAnswers(most: { once: number; again: number }): KeptAnswers {
  const once = new Map<string, KeptAnswer>();
  const again = new Map<string, KeptAnswer>();

  const oldest = (part: Map<string, KeptAnswer>) => part.entries().next().value!;
  function keepOnce(key: string, answer: KeptAnswer) {
    once.delete(key);
    once.set(key, answer);
    if (once.size > most.once) once.delete(oldest(once)[0]);
  }

  return {
    get: (key) => again.get(key) ?? once.get(key),
    set(key, answer, askedAgain) {
      if (!askedAgain && !again.has(key)) {
        keepOnce(key, answer);
        return;
      }
      once.delete(key);
      again.delete(key);
      again.set(key, answer);
      if (again.size > most.again) {
        const [pushedKey, pushed] = oldest(again);
        again.delete(pushedKey);
        keepOnce(pushedKey, pushed);
      }
    },
    dropIf(key, value) {
      if (once.get(key)?.value === value) once.delete(key);
      if (again.get(key)?.value === value) again.delete(key);
    },
    clear() {
      once.clear();
      again.clear();
    },
  };
}
