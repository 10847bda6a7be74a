// Reading node-saml's parsed XML by hand, for what it does not check itself (saml-user.ts,
// service-provider.ts): xml2js output as node-saml parses it (prefixes stripped, children in arrays, `$` attributes
// with string values, `_` text, "" for an empty element), walked without trusting its shape:
// whatever is missing or not an object reads as absent.
export type XmlNode = Record<string, unknown>;

export const isNode = (value: unknown): value is XmlNode => value instanceof Object;

export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  if (!Array.isArray(value)) {
    // Stryker disable next-line ArrayDeclaration: a list of non-nodes reads as absent, as none
    return [];
  }
  // Stryker disable next-line MethodExpression: non-nodes ("" for empty elements) read as absent
  return value.filter(isNode);
}

/** The first child called `name`. */
export const child = (node: XmlNode | undefined, name: string): XmlNode | undefined =>
  children(node, name)[0];

/** The document's root element, if it is called `name` (xml2js does not wrap it in a list). */
export function root(document: XmlNode, name: string): XmlNode | undefined {
  const value = document[name];
  return isNode(value) ? value : undefined;
}

export function attribute(node: XmlNode | undefined, name: string): string | undefined {
  const attributes = node?.["$"];
  return isNode(attributes) ? (attributes[name] as string | undefined) : undefined;
}

/** An attribute's time in epoch ms; NaN when it is absent or unparsable. */
export function instant(node: XmlNode | undefined, name: string): number {
  // Stryker disable next-line StringLiteral: any string without a date parses to NaN, as "" does
  return Date.parse(attribute(node, name) ?? "");
}

/** The element's text, trimmed; xml2js leaves out text that is only white space. */
export function text(node: XmlNode | undefined): string | undefined {
  const value = node?.["_"];
  return typeof value === "string" ? value.trim() : undefined;
}

/** node-saml's `profile.attributes`: a string, a list of them, or nested XML objects. */
export function stringAttributes(value: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  if (!isNode(value)) return result;
  for (const [name, raw] of Object.entries(value)) {
    const values = (Array.isArray(raw) ? raw : [raw]).filter(
      (item): item is string => typeof item === "string",
    );
    if (values.length > 0) result[name] = values;
  }
  return result;
}
