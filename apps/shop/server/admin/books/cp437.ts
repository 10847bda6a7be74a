// Text to IBM PC code page 437 ("PC8"), the character set SIE files are written in (#FORMAT
// PC8). ASCII stays as it is; the upper half is the table below (byte 0x80 + index), where the
// Swedish letters are å 0x86, ä 0x84, ö 0x94, Å 0x8F, Ä 0x8E, Ö 0x99 and é 0x82. A character
// the code page lacks (€, emoji, ł …) becomes "?", so the file never carries a wrong letter.

const UPPER_HALF =
  "ÇüéâäàåçêëèïîìÄÅ" +
  "ÉæÆôöòûùÿÖÜ¢£¥₧ƒ" +
  "áíóúñÑªº¿⌐¬½¼¡«»" +
  "░▒▓│┤╡╢╖╕╣║╗╝╜╛┐" +
  "└┴┬├─┼╞╟╚╔╩╦╠═╬╧" +
  "╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀" +
  "αßΓπΣσµτΦΘΩδ∞φε∩" +
  "≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0";

const BYTE_OF = new Map<string, number>(
  [...UPPER_HALF].map((character, index) => [character, 0x80 + index]),
);

const UNKNOWN = 0x3f; // "?"

export function encodeCp437(text: string): Uint8Array<ArrayBuffer> {
  const characters = [...text.normalize("NFC")];
  const bytes = new Uint8Array(characters.length);
  characters.forEach((character, index) => {
    const code = character.codePointAt(0) ?? UNKNOWN;
    bytes[index] = code < 0x80 ? code : (BYTE_OF.get(character) ?? UNKNOWN);
  });
  return bytes;
}
