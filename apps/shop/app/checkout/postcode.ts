// Swedish postcodes (postnummer): five digits, the first never 0, written "123 45". Shoppers
// type them in every way ("12345", "123-45", " 123 45 "); checkout stores the written form.

const POSTCODE = /^([1-9]\d{2})[\s-]?(\d{2})$/;

/** "123 45" for anything that is a Swedish postcode, else undefined. */
export function formatPostcode(input: string): string | undefined {
  const match = POSTCODE.exec(input.trim());
  return match ? `${match[1]} ${match[2]}` : undefined;
}
