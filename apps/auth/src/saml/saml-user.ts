// The signed-in user a valid assertion describes: its e-mail address (from the mapped
// attribute, node-saml's profile or an e-mail NameID), which must be at one of the provider's
// own domains (docs/decisions/0044), and the names and attributes mapped by configuration.
import type { Profile } from "@node-saml/node-saml";
import { speaksFor, type SamlIdentityProviderConfig } from "./saml-config.ts";
import { failure, type SamlFailure } from "./saml-error.ts";
import { attribute, child, stringAttributes, type XmlNode } from "./saml-xml.ts";

const NAMEID_EMAIL = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";

export interface SamlUser {
  nameId: string;
  nameIdFormat?: string | undefined;
  email: string;
  /** True with `skip_email_verification`; else the mapped `email_verified` attribute, if any. */
  emailVerified?: boolean | undefined;
  name?: string | undefined;
  givenName?: string | undefined;
  familyName?: string | undefined;
  /** Every attribute of the assertion by name, its values as strings. */
  attributes: Record<string, string[]>;
  /** The AuthnRequest answered; absent for an IdP-initiated sign-in. */
  inResponseTo?: string | undefined;
  issuer: string;
  assertionId: string;
  sessionIndex?: string | undefined;
}

export type SamlResult = { ok: true; user: SamlUser } | SamlFailure;

/** The user of a validated `assertion`, or why it names none we may sign in. */
export function userFromAssertion(
  provider: SamlIdentityProviderConfig,
  profile: Profile,
  assertion: XmlNode | undefined,
  known: { nameId: string; issuer: string; assertionId: string; inResponseTo?: string },
): SamlResult {
  const map = provider.attribute_map;
  const attributes = stringAttributes(profile["attributes"]);
  const first = (name: string | undefined) =>
    name === undefined ? undefined : attributes[name]?.find((value) => value.trim() !== "");
  const nameIdFormat = attribute(child(child(assertion, "Subject"), "NameID"), "Format");
  const email =
    first(map.email) ??
    (typeof profile.email === "string" ? profile.email : undefined) ??
    (nameIdFormat === NAMEID_EMAIL ? known.nameId : undefined);
  if (email === undefined || !/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
    return failure("missing_email", "the assertion carries no e-mail address");
  }
  if (!speaksFor(provider, email.trim())) {
    return failure("foreign_domain", "the address is not at a domain of this identity provider");
  }
  const verified = first(map.email_verified)?.trim().toLowerCase();
  const givenName = first(map.given_name);
  const familyName = first(map.family_name);
  const joined = [givenName, familyName].filter((part) => part !== undefined).join(" ");
  return {
    ok: true,
    user: {
      nameId: known.nameId,
      nameIdFormat,
      email: email.trim(),
      emailVerified: provider.skip_email_verification
        ? true
        : verified === undefined
          ? undefined
          : verified === "true" || verified === "1",
      name: first(map.name) ?? (joined === "" ? undefined : joined),
      givenName,
      familyName,
      attributes,
      inResponseTo: known.inResponseTo,
      issuer: known.issuer,
      assertionId: known.assertionId,
      sessionIndex: profile.sessionIndex,
    },
  };
}
