// One translate function for the address book's messages, whichever dictionary holds them: its
// own (address-book-messages.ts) or the shop's (checkout's field errors, the form reader's).
import { useCallback } from "react";
import type { MessageValues } from "../i18n/interpolate.ts";
import type { MessageKey } from "../i18n/messages.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { useT } from "../i18n/use-t.ts";
import { addressBookMessages, type AddressBookKey } from "./address-book-messages.ts";

const isOwn = (key: string): key is AddressBookKey => Object.hasOwn(addressBookMessages.se, key);

export function useAddressSay(): (
  key: AddressBookKey | MessageKey,
  values?: MessageValues,
) => string {
  const t = useT();
  const pt = usePageT(addressBookMessages);
  return useCallback(
    (key: AddressBookKey | MessageKey, values?: MessageValues) =>
      isOwn(key) ? pt(key, values) : t(key, values),
    [t, pt],
  );
}
