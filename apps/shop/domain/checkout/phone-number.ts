// Swedish phone numbers as shoppers type them ("070-123 45 67", "+46 70 123 45 67",
// "08-123 456"), kept in one written form for the carrier's text message: +46 and the digits.

/** "+46701234567" for a Swedish number, else undefined. */
export function normalizePhone(input: string): string | undefined {
  const compact = input.trim().replace(/[\s()-]/g, "");
  let national: string;
  if (compact.startsWith("+46")) national = compact.slice(3);
  else if (compact.startsWith("0046")) national = compact.slice(4);
  else if (compact.startsWith("0")) national = compact.slice(1);
  else return undefined;
  if (national.startsWith("0")) national = national.slice(1);
  // Seven to nine digits after the leading 0 of the area code (e.g. 8-123 456, 70-123 45 67).
  return /^[1-9]\d{6,8}$/.test(national) ? `+46${national}` : undefined;
}
