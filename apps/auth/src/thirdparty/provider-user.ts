// The account a provider vouches for, in one shape for every provider, and the small readers
// that take it out of untyped JSON (userinfo responses, ID token claims) without throwing.

export interface ProviderUser {
  /** The provider's stable subject for the account (`sub`, or its user id). */
  id: string;
  email?: string;
  /** Only ever true together with an email the provider says it has verified. */
  emailVerified: boolean;
  name?: string;
  /** An https URL only. */
  picture?: string;
}

export type Json = Record<string, unknown>;

export const asObject = (value: unknown): Json | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Json)
    : undefined;

/** A non-blank string, trimmed. */
export const claimString = (value: unknown): string | undefined =>
  claimStringThat(value, () => true);

/** A non-blank string, trimmed, when `accept` takes it. */
function claimStringThat(value: unknown, accept: (text: string) => boolean): string | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  return text !== "" && accept(text) ? text : undefined;
}

/** A subject: a non-blank string, or an integer id (GitHub's and some custom providers'). */
export const claimId = (value: unknown): string | undefined =>
  typeof value === "number" && Number.isSafeInteger(value) ? String(value) : claimString(value);

/** A trimmed string shaped like an address (local@domain.tld); anything else is dropped. */
export const claimEmail = (value: unknown): string | undefined =>
  claimStringThat(value, (text) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text));

/** `true` or the string "true" (Apple sends both); anything else is false. */
export const claimIsTrue = (value: unknown): boolean =>
  value === true || (typeof value === "string" && value.trim().toLowerCase() === "true");

/** An https URL, for a picture we may show; anything else is dropped. */
export const claimHttpsUrl = (value: unknown): string | undefined =>
  claimStringThat(value, (text) => URL.parse(text)?.protocol === "https:");

/** Builds a ProviderUser, or undefined without an id; emailVerified needs an email. */
export function providerUser(fields: {
  id: string | undefined;
  email?: string | undefined;
  emailVerified: boolean;
  name?: string | undefined;
  picture?: string | undefined;
}): ProviderUser | undefined {
  if (fields.id === undefined) return undefined;
  const user: ProviderUser = {
    id: fields.id,
    emailVerified: fields.email !== undefined && fields.emailVerified,
  };
  if (fields.email !== undefined) user.email = fields.email;
  if (fields.name !== undefined) user.name = fields.name;
  if (fields.picture !== undefined) user.picture = fields.picture;
  return user;
}
