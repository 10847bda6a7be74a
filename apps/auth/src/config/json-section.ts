// A configuration section too nested for flat variables (third-party providers, SAML identity
// providers): the variable holds a JSON object, or the path of a file that does. Parsed by the
// section's own schema; any failure names the variable.
import { readFileSync } from "node:fs";

/** Throws an Error whose message names the variable; config.ts reports it as a ConfigError. */
export function readJsonSection<T>(
  variable: string,
  value: string | undefined,
  parse: (input: unknown) => T,
): T {
  const text = value?.trim() ?? "";
  if (text === "") return parse({});
  let source = text;
  if (!text.startsWith("{")) {
    try {
      source = readFileSync(text, "utf8");
    } catch (error) {
      const reason = (error as Error).message;
      throw new Error(`${variable}: neither a JSON object nor a readable file (${reason})`);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    throw new Error(`${variable}: not valid JSON (${(error as Error).message})`);
  }
  try {
    return parse(json);
  } catch (error) {
    throw new Error(`${variable}: ${(error as Error).message}`);
  }
}
