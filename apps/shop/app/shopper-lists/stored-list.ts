// Reading and writing one list in local storage, and following its changes: writes in this tab
// (a custom event, since the storage event only reaches other tabs) and in other tabs (the
// storage event). Anything unreadable counts as an empty list, never as a crash.
import { useMemo, useSyncExternalStore } from "react";
import { LIST_STORAGE_KEY, type ShopList } from "../layout/shop-lists.ts";

const CHANGED_IN_THIS_TAB = "kretsbutiken:list-changed";

/** Turns what storage holds into items; anything unexpected gives an empty list. */
export type ParseList<T> = (stored: unknown) => T[];

/** The JSON text of a list as stored, or nothing when it is not valid JSON. */
export function parseStoredJson(raw: string | null): unknown {
  if (raw === null) return [];
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return [];
  }
}

function readRaw(list: ShopList): string | null {
  try {
    return localStorage.getItem(LIST_STORAGE_KEY[list]);
  } catch {
    return null;
  }
}

export function readList<T>(list: ShopList, parse: ParseList<T>): T[] {
  return parse(parseStoredJson(readRaw(list)));
}

export function writeList<T>(list: ShopList, items: readonly T[]): void {
  try {
    localStorage.setItem(LIST_STORAGE_KEY[list], JSON.stringify(items));
  } catch {
    // Storage full or blocked (private mode): the list lives until the page is left.
  }
  window.dispatchEvent(new CustomEvent(CHANGED_IN_THIS_TAB, { detail: list }));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED_IN_THIS_TAB, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED_IN_THIS_TAB, onChange);
  };
}

const NOTHING: readonly never[] = [];

/** A snapshot reader that answers the same array while the stored text is unchanged. */
function snapshotReader<T>(list: ShopList, parse: ParseList<T>): () => readonly T[] {
  let lastRaw: string | null | undefined;
  let lastItems: readonly T[] = NOTHING;
  return () => {
    const raw = readRaw(list);
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastItems = parse(parseStoredJson(raw));
    }
    return lastItems;
  };
}

/**
 * A list as React state: on the server and during hydration what the server knew (`server`,
 * else empty), so the server's HTML and the first client render agree; then what storage holds,
 * following every change.
 */
export function useStoredList<T>(
  list: ShopList,
  parse: ParseList<T>,
  server: readonly T[] = NOTHING,
): readonly T[] {
  const getSnapshot = useMemo(() => snapshotReader(list, parse), [list, parse]);
  return useSyncExternalStore(subscribe, getSnapshot, () => server);
}
