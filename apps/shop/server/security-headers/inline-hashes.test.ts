import { describe, expect, it } from "vitest";
import { cspHash, inlineHashes } from "./inline-hashes.ts";

// Computed independently: base64(sha256(text)).
const ALERT = "sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=";
const A_NEWLINE_B = "sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg=";
const RED = "sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E=";
const NONCE = "cmVuZGVyZWQ=";

describe("inlineHashes", () => {
  it.each([
    ["a script with the nonce", `<script nonce="${NONCE}">alert(1)</script>`, [ALERT], []],
    ["a module script", `<script type="module" nonce="${NONCE}">alert(1)</script>`, [ALERT], []],
    [
      "a held module script, which after-paint.ts runs with the same text",
      `<script type="kb-after-paint-module" async="" nonce="${NONCE}">alert(1)</script>`,
      [ALERT],
      [],
    ],
    [
      "the stylesheet",
      `<style data-kb-stylesheet="" nonce="${NONCE}">body{color:red}</style>`,
      [],
      [RED],
    ],
    [
      "CRLF, as the parser turns it into LF",
      `<script nonce="${NONCE}">a\r\nb</script>`,
      [A_NEWLINE_B],
      [],
    ],
    ["a lone CR", `<script nonce="${NONCE}">a\rb</script>`, [A_NEWLINE_B], []],
    ["upper case tags", `<SCRIPT NONCE="${NONCE}">alert(1)</SCRIPT >`, [ALERT], []],
    [
      "the same script twice, named once",
      `<script nonce="${NONCE}">alert(1)</script><script nonce="${NONCE}">alert(1)</script>`,
      [ALERT],
      [],
    ],
    // What was not rendered with the nonce is not the page's own: never allowed.
    ["an injected script without a nonce", "<script>alert(1)</script>", [], []],
    [
      "an injected script with a guessed nonce",
      '<script nonce="Z3Vlc3M=">alert(1)</script>',
      [],
      [],
    ],
    ["an injected style", "<style>body{color:red}</style>", [], []],
    ["structured data (no nonce)", '<script type="application/ld+json">{"a":1}</script>', [], []],
    ["an external script", `<script src="/assets/a.js" nonce="${NONCE}"></script>`, [], []],
    ["no inline code", '<p style="width:90%">text with &lt;script&gt;</p>', [], []],
  ])("%s", (_name, html, scriptHashes, styleHashes) => {
    expect(inlineHashes(html, NONCE)).toEqual({ scriptHashes, styleHashes });
  });

  it("allows nothing for an empty nonce", () => {
    expect(inlineHashes('<script nonce="">alert(1)</script>', "")).toEqual({
      scriptHashes: [],
      styleHashes: [],
    });
  });

  it("hashes the text between the tags exactly, non-ASCII as UTF-8", () => {
    const text = 'window.x = "Köp \\u003c/script>";';
    const html = `<html><script nonce="${NONCE}">${text}</script></html>`;
    expect(inlineHashes(html, NONCE).scriptHashes).toEqual([cspHash(text)]);
    expect(cspHash("Köp")).toBe("sha256-Ugd+ezJ9iFqoUWNRPr5HcuRNL/twdUuwHWZ5KcTn/1A=");
  });
});
