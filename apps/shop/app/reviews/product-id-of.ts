import { isStoredId } from "../../domain/shopper-lists/stored-id.ts";

/** The product a review is about, from the address (?product=) or the form: a stored id or none. */
export function productIdOf(value: unknown): number | undefined {
  const id = Number(value);
  return isStoredId(id) ? id : undefined;
}
