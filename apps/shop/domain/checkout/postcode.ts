// Swedish postcodes (postnummer): five digits, the first never 0, written "123 45". Shoppers
// type them in every way ("12345", "123-45", " 123 45 "); the shop stores and shows the written
// form everywhere: checkout, the address book, order pages, the admin and the mails. A pure rule,
// so the server's stores and the browser's fields agree on it.

const POSTCODE = /^([1-9]\d{2})[\s-]?(\d{2})$/;

/** "123 45" for anything that is a Swedish postcode, else undefined. */
export function formatPostcode(input: string): string | undefined {
  const match = POSTCODE.exec(input.trim());
  return match ? `${match[1]} ${match[2]}` : undefined;
}

/**
 * A stored postcode as a page or mail shows it: written "123 45" when it is one, else as it
 * was stored (an erased order's empty one, or whatever an older row holds), never hidden.
 */
export function showPostcode(stored: string): string {
  return formatPostcode(stored) ?? stored;
}
