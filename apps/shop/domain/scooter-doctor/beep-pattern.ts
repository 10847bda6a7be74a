// How a scooter without a number display beeps a code: long beeps count tens and short beeps
// count ones, so 14 is one long and four short, and 35 three long and five short (the shop's
// articles felkod-10, felkod-14 and felkod-35).

export interface BeepPattern {
  readonly long: number;
  readonly short: number;
}

export function beepPattern(code: number): BeepPattern {
  return { long: Math.floor(code / 10), short: code % 10 };
}

export function codeFromBeeps({ long, short }: BeepPattern): number {
  return long * 10 + short;
}
