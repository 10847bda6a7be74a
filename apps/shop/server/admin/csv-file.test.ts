import { describe, expect, it } from "vitest";
import { csvCell, csvFile, csvSeparator } from "./csv-file.ts";

/** Reads a file back the way RFC 4180 says, to prove what a spreadsheet would see. */
function parse(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const next = text[i + 1];
    if (quoted && c === '"' && next === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === separator) {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && next === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe("CSV files", () => {
  it("quotes a cell that holds the separator, a quote or a line break, and nothing else", () => {
    expect(csvCell("anna@example.se", ";")).toBe("anna@example.se");
    expect(csvCell("Svensson; Anna", ";")).toBe('"Svensson; Anna"');
    expect(csvCell("Svensson, Anna", ";")).toBe("Svensson, Anna");
    expect(csvCell("Svensson, Anna", ",")).toBe('"Svensson, Anna"');
    expect(csvCell('Säg "hej"', ",")).toBe('"Säg ""hej"""');
    expect(csvCell("rad ett\nrad två", ",")).toBe('"rad ett\nrad två"');
    expect(csvCell(" kant ", ",")).toBe('" kant "');
    expect(csvCell(null, ",")).toBe("");
    expect(csvCell(-1250, ",")).toBe("-1250");
  });

  it("makes a text a spreadsheet would run as a formula inert", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      const cell = csvCell(`${start}1+1`, ";");
      expect(cell.replace(/^"/, ""), JSON.stringify(start)).toMatch(/^'/);
    }
    expect(csvCell("=1+1", ";")).toBe("'=1+1");
    expect(csvCell("+46701234567", ";")).toBe("'+46701234567");
    expect(csvCell("@SUM(A1)", ",")).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x";"y")', ";")).toBe(`"'=HYPERLINK(""x"";""y"")"`);
    // Inside a text, the same characters are harmless.
    expect(csvCell("anna+news@example.se", ";")).toBe("anna+news@example.se");
  });

  it("writes UTF-8 with a byte order mark, CRLF line ends, and reads back as written", () => {
    const rows = [
      ["åsa@exempel.se", 'Åsa Öberg; "Ö"', "=cmd|' /C calc'!A0"],
      ["bo@exempel.se", "rad ett\r\nrad två", null],
    ];
    const file = csvFile(["E-post", "Namn", "Övrigt"], rows, ";");
    expect(file.startsWith("\uFEFFE-post;Namn;Övrigt\r\n")).toBe(true);
    expect(Buffer.from(file, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(file.endsWith("\r\n")).toBe(true);
    expect(parse(file.slice(1), ";")).toEqual([
      ["E-post", "Namn", "Övrigt"],
      ["åsa@exempel.se", 'Åsa Öberg; "Ö"', "'=cmd|' /C calc'!A0"],
      ["bo@exempel.se", "rad ett\r\nrad två", ""],
    ]);
  });

  it("separates with a semicolon in Swedish (Excel's list separator there) and a comma in English", () => {
    expect(csvSeparator("se")).toBe(";");
    expect(csvSeparator("en")).toBe(",");
  });
});
