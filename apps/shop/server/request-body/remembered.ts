/**
 * `compute` with its last `size` answers kept: an answer asked for again is not computed again,
 * and when more are kept than `size`, the one least recently asked for is dropped.
 */
export function remembered<T>(size: number, compute: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) {
      const answer = answers.get(key) as T;
      // Asked for now: to the end of the Map's order, the last to be dropped.
      answers.delete(key);
      answers.set(key, answer);
      return answer;
    }
    const answer = compute(key);
    answers.set(key, answer);
    if (answers.size > size) answers.delete(answers.keys().next().value as string);
    return answer;
  };
}
