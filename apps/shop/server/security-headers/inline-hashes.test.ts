import { describe, expect, it } from "vitest";
import { cspHash, inlineHashes } from "./inline-hashes.ts";

// Computed independently: base64(sha256(text)).
const ALERT = "sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=";
const A_NEWLINE_B = "sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg=";
const RED = "sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E=";

describe("inlineHashes", () => {
  it.each([
    ["a classic script", "<script>alert(1)</script>", [ALERT], []],
    ["a script with a nonce", '<script nonce="abc">alert(1)</script>', [ALERT], []],
    ["a module script", '<script type="module">alert(1)</script>', [ALERT], []],
    [
      "a held module script, which after-paint.ts runs with the same text",
      '<script type="kb-after-paint-module" async="">alert(1)</script>',
      [ALERT],
      [],
    ],
    ["a style element", '<style data-kb-stylesheet="">body{color:red}</style>', [], [RED]],
    [
      "structured data, which is never run",
      '<script type="application/ld+json">{"a":1}</script>',
      [],
      [],
    ],
    ["an external script", '<script src="/assets/a.js"></script>', [], []],
    ["an external module", '<script type="module" src="/assets/a.js" async></script>', [], []],
    ["CRLF, as the parser turns it into LF", "<script>a\r\nb</script>", [A_NEWLINE_B], []],
    ["a lone CR", "<script>a\rb</script>", [A_NEWLINE_B], []],
    ["upper case tags", "<SCRIPT>alert(1)</SCRIPT >", [ALERT], []],
    [
      "the same script twice, named once",
      "<script>alert(1)</script><script>alert(1)</script>",
      [ALERT],
      [],
    ],
    ["no inline code", '<p style="width:90%">text with &lt;script&gt;</p>', [], []],
  ])("%s", (_name, html, scriptHashes, styleHashes) => {
    expect(inlineHashes(html)).toEqual({ scriptHashes, styleHashes });
  });

  it("hashes the text between the tags exactly, non-ASCII as UTF-8", () => {
    const text = 'window.x = "Köp \\u003c/script>";';
    expect(inlineHashes(`<html><script>${text}</script></html>`).scriptHashes).toEqual([
      cspHash(text),
    ]);
    expect(cspHash("Köp")).toBe("sha256-Ugd+ezJ9iFqoUWNRPr5HcuRNL/twdUuwHWZ5KcTn/1A=");
  });
});
