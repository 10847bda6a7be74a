// Reads an SIE 4 file back for the tests (vitest and Playwright), independently of the code that
// writes it: its own CP437 decoding of the letters a Swedish file holds, its own tokenizer of
// quoted fields and {} lists, and amounts turned back into öre. Anything it does not expect (a
// byte outside its table, an amount with three decimals, a #TRANS outside a voucher) throws.

// The upper-half bytes of code page 437 that a Swedish shop's file may contain.
const CP437_LETTERS: Record<number, string> = {
  0x81: "ü",
  0x82: "é",
  0x84: "ä",
  0x86: "å",
  0x8e: "Ä",
  0x8f: "Å",
  0x90: "É",
  0x94: "ö",
  0x99: "Ö",
  0x9a: "Ü",
};

export function decodeCp437(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) {
    if (byte < 0x80) text += String.fromCharCode(byte);
    else {
      const letter = CP437_LETTERS[byte];
      if (letter === undefined) throw new Error(`unexpected byte 0x${byte.toString(16)}`);
      text += letter;
    }
  }
  return text;
}

/** One line's fields: a quoted or bare word, or a {…} list of them. */
export type SieField = string | string[];

export function tokenize(line: string): SieField[] {
  const fields: SieField[] = [];
  let list: string[] | undefined;
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === " " || c === "\t") {
      i++;
    } else if (c === "{") {
      list = [];
      i++;
    } else if (c === "}") {
      if (!list) throw new Error(`unbalanced } in ${line}`);
      fields.push(list);
      list = undefined;
      i++;
    } else {
      let word = "";
      if (c === '"') {
        i++;
        while (i < line.length && line[i] !== '"') {
          if (line[i] === "\\" && line[i + 1] === '"') i++;
          word += line[i];
          i++;
        }
        if (line[i] !== '"') throw new Error(`unterminated quote in ${line}`);
        i++;
      } else {
        while (i < line.length && !" \t{}".includes(line[i]!)) word += line[i++];
      }
      if (list) list.push(word);
      else fields.push(word);
    }
  }
  if (list) throw new Error(`unbalanced { in ${line}`);
  return fields;
}

/** "1234.56" → 123456 öre; "-0.5" → -50. */
export function oreOf(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`not an SIE amount: ${amount}`);
  const ore = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return match[1] === "-" ? -ore : ore;
}

export interface ReadTransaction {
  account: number;
  objects: string[];
  amount: number;
}

export interface ReadVoucher {
  series: string;
  number: string;
  date: string;
  text: string;
  transactions: ReadTransaction[];
}

export interface ReadSie {
  /** Every line outside the vouchers, by label ("FLAGGA", "KONTO" …), in order. */
  labels: Map<string, SieField[][]>;
  vouchers: ReadVoucher[];
  /** The decoded text, for searching. */
  text: string;
}

export function readSie(bytes: Uint8Array): ReadSie {
  const text = decodeCp437(bytes);
  if (!text.endsWith("\r\n")) throw new Error("the file does not end in CR LF");
  const lines = text.slice(0, -2).split("\r\n");
  const labels = new Map<string, SieField[][]>();
  const vouchers: ReadVoucher[] = [];
  let current: ReadVoucher | undefined;
  let open = false;
  for (const line of lines) {
    if (line.includes("\n") || line.includes("\r")) throw new Error("a bare line break");
    const trimmed = line.trim();
    if (trimmed === "") continue;
    if (trimmed === "{") {
      if (!current || open) throw new Error("{ without #VER");
      open = true;
      continue;
    }
    if (trimmed === "}") {
      if (!current || !open) throw new Error("} without {");
      vouchers.push(current);
      current = undefined;
      open = false;
      continue;
    }
    const match = /^#(\w+)\s*(.*)$/.exec(trimmed);
    if (!match) throw new Error(`not an SIE line: ${line}`);
    const label = match[1]!;
    const fields = tokenize(match[2]!);
    if (label === "VER") {
      if (current) throw new Error("#VER inside a voucher");
      const [series, number, date, voucherText] = fields;
      current = {
        series: String(series),
        number: String(number),
        date: String(date),
        text: String(voucherText ?? ""),
        transactions: [],
      };
    } else if (label === "TRANS") {
      if (!current || !open) throw new Error("#TRANS outside a voucher");
      const [account, objects, amount] = fields;
      if (!Array.isArray(objects)) throw new Error(`#TRANS without an object list: ${line}`);
      current.transactions.push({
        account: Number(account),
        objects,
        amount: oreOf(String(amount)),
      });
    } else {
      if (open) throw new Error(`#${label} inside a voucher`);
      labels.set(label, [...(labels.get(label) ?? []), fields]);
    }
  }
  if (current) throw new Error("the last voucher is not closed");
  return { labels, vouchers, text };
}

/** Every voucher's transactions summed per account. */
export function accountSums(sie: ReadSie): Map<number, number> {
  const sums = new Map<number, number>();
  for (const t of sie.vouchers.flatMap((v) => v.transactions)) {
    sums.set(t.account, (sums.get(t.account) ?? 0) + t.amount);
  }
  return sums;
}

/** A semicolon CSV as Excel reads it: quoted fields with doubled quotes; a leading BOM dropped. */
export function readCsv(text: string): string[][] {
  const body = text.startsWith("\ufeff") ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ";") {
      row.push(field);
      field = "";
    } else if (c === "\r" && body[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  if (field !== "" || row.length > 0) throw new Error("the CSV does not end in CR LF");
  return rows;
}

/** "-1234,56" (Swedish decimal comma) → -123456 öre. */
export function oreOfCsv(amount: string): number {
  return oreOf(amount.replace(",", "."));
}
