// Hostile bodies for POST, PUT and DELETE: each content type a client might send, well-formed
// with markup in every field, and broken in the ways parsers trip over (bad escapes, bytes
// that are not UTF-8, a cut-off multipart, JSON 5,000 levels deep, a megabyte).
import { marker } from "./markers.ts";

export interface BodyVariant {
  kind: string;
  contentType?: string;
  body?: Uint8Array;
  /** Sent with POST only: with another method it costs time and finds nothing more. */
  large?: true;
}

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);
const BOUNDARY = "kb-fuzz-boundary";
const MEGABYTE = 1024 * 1024;

/** Built once: every route gets the same large bodies. */
const LARGE = {
  form100k: bytes(`a=${"x".repeat(100 * 1024)}`),
  formMegabyte: bytes(`a=${"x".repeat(MEGABYTE)}`),
  jsonMegabyte: bytes(JSON.stringify({ a: "x".repeat(MEGABYTE) })),
  jsonDeepArrays: bytes(`${"[".repeat(5000)}${"]".repeat(5000)}`),
  jsonDeepObjects: bytes(`${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`),
};

const part = (name: string, value: string, extra = "") =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;

export function bodyVariants(fields: readonly string[]): BodyVariant[] {
  const urlencoded = "application/x-www-form-urlencoded";
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  const form = fields
    .map((name, i) => `${encodeURIComponent(name)}=${encodeURIComponent(marker(i))}`)
    .join("&");
  const parts = fields.map((name, i) => part(name, marker(i))).join("");
  return [
    { kind: "form", contentType: urlencoded, body: bytes(form) },
    {
      kind: "form, bad escapes",
      contentType: urlencoded,
      body: bytes("a=%zz&b=%E0%A4%A&%FF=1&c=%"),
    },
    {
      kind: "form, not UTF-8",
      contentType: urlencoded,
      body: new Uint8Array([0x61, 0x3d, 0xff, 0xfe, 0xc0, 0xaf]),
    },
    { kind: "form, 100 KB", contentType: urlencoded, body: LARGE.form100k, large: true },
    { kind: "form, 1 MB", contentType: urlencoded, body: LARGE.formMegabyte, large: true },
    { kind: "form, latin-1", contentType: `${urlencoded}; charset=iso-8859-1`, body: bytes(form) },
    { kind: "multipart", contentType: multipart, body: bytes(`${parts}--${BOUNDARY}--\r\n`) },
    {
      kind: "multipart, file",
      contentType: multipart,
      body: bytes(
        `${part(fields[0] ?? "a", marker(0), `; filename="${marker(1)}"`)}--${BOUNDARY}--\r\n`,
      ),
    },
    { kind: "multipart, cut off", contentType: multipart, body: bytes(parts.slice(0, -7)) },
    { kind: "multipart, no boundary", contentType: "multipart/form-data", body: bytes(parts) },
    {
      kind: "json",
      contentType: "application/json",
      body: bytes(JSON.stringify(Object.fromEntries(fields.map((name, i) => [name, marker(i)])))),
    },
    { kind: "json, malformed", contentType: "application/json", body: bytes('{"a": [1, }') },
    {
      kind: "json, 5,000 deep arrays",
      contentType: "application/json",
      body: LARGE.jsonDeepArrays,
    },
    {
      kind: "json, 5,000 deep objects",
      contentType: "application/json",
      body: LARGE.jsonDeepObjects,
    },
    { kind: "json, 1 MB", contentType: "application/json", body: LARGE.jsonMegabyte, large: true },
    { kind: "text", contentType: "text/plain", body: bytes(marker(0)) },
    {
      kind: "xml",
      contentType: "application/xml",
      body: bytes('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>'),
    },
    { kind: "no type", body: bytes(form) },
    { kind: "empty" },
  ];
}
