// Cookies as a small injectable jar; the default one reads and writes `document.cookie`.
// Attributes are serialised in one place so tests can check them as strings.

export type CookieSameSite = "strict" | "Strict" | "lax" | "Lax" | "none" | "None";

export type CookieAttributes = {
  /** Absent: a session cookie. */
  expires?: Date;
  secure?: boolean;
  sameSite?: CookieSameSite;
  domain?: string;
  /** Defaults to "/". */
  path?: string;
};

export type CookieJar = {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
  /** Needs the domain and path the cookie was set with, or the browser keeps it. */
  remove(name: string, attributes: Pick<CookieAttributes, "domain" | "path">): void;
};

const SAME_SITE = { strict: "Strict", lax: "Lax", none: "None" } as const;

/** `name=value; Path=/; Expires=…; Domain=…; SameSite=Lax; Secure`. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  parts.push(`Path=${attributes.path ?? "/"}`);
  if (attributes.expires !== undefined) parts.push(`Expires=${attributes.expires.toUTCString()}`);
  if (attributes.domain !== undefined) parts.push(`Domain=${attributes.domain}`);
  if (attributes.sameSite !== undefined) {
    const key = attributes.sameSite.toLowerCase() as keyof typeof SAME_SITE;
    parts.push(`SameSite=${SAME_SITE[key]}`);
  }
  if (attributes.secure === true) parts.push("Secure");
  return parts.join("; ");
}

/** The value of `name` in a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(";")) {
    const index = pair.indexOf("=");
    if (index < 0) continue;
    const key = pair.slice(0, index).trim();
    if (safeDecode(key) !== name) continue;
    let value = pair.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return safeDecode(value);
  }
  return undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A jar over a `document`-like object, read at each call. */
export function documentCookieJar(getDocument: () => { cookie: string }): CookieJar {
  return {
    get: (name) => readCookie(getDocument().cookie, name),
    set: (name, value, attributes) => {
      getDocument().cookie = serializeCookie(name, value, attributes);
    },
    remove: (name, attributes) => {
      getDocument().cookie = serializeCookie(name, "", { ...attributes, expires: new Date(0) });
    },
  };
}
