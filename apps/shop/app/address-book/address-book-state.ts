// What the address book page renders from: the loader's addresses and what the address asks
// for (an address to edit, one to confirm deleting, the last change's outcome), and an action's
// refusal with everything typed and each field's message.
import type { SavedAddress } from "../../domain/address-book/saved-address.ts";
import type { AddressFieldErrors, AddressMessage } from "./address-form-schema.ts";
import type { DoneKind } from "./address-book-path.ts";

export type AddressIntent = "add" | "update" | "remove" | "default";

export interface AddressBookView {
  addresses: SavedAddress[];
  limit: number;
  editing: SavedAddress | undefined;
  removing: SavedAddress | undefined;
  done: DoneKind | undefined;
}

export interface AddressBookRefusal {
  intent: AddressIntent | undefined;
  /** The address the post was about (update, remove, default). */
  id: string | undefined;
  values: Record<string, string>;
  errors: AddressFieldErrors;
  /** What went wrong as a whole, above the form. */
  problem: AddressMessage | undefined;
  /** For a message that names a number (the limit). */
  count?: number;
}
