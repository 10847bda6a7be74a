// The identity provider as the service provider needs it (entity id, HTTP-Redirect SSO URL,
// signing certificates), from one of the three sources saml-config.ts allows: the IdP's
// metadata at `metadata_url`, its metadata XML inline, or `entity_id` + `sso_url` +
// `certificates`. Fetching is the caller's (an injected function), so the wiring decides on
// timeouts and caching; Hanko caches fetched metadata per provider.
import { X509Certificate } from "node:crypto";
import { parseDomFromString } from "@node-saml/node-saml/lib/xml.js";
import { AuthError } from "../auth-error.ts";
import type { SamlIdentityProviderConfig } from "./saml-config.ts";
import type { IdentityProviderDescriptor } from "./service-provider.ts";

export type IdpMetadataErrorCode =
  /** Not XML, no single IdP entity, no HTTP-Redirect SSO service, or no usable certificate. */
  | "metadata_invalid"
  /** The metadata URL could not be fetched. */
  | "metadata_unavailable";

export class IdpMetadataError extends AuthError<IdpMetadataErrorCode> {}

export type IdpMetadataResult =
  { ok: true; idp: IdentityProviderDescriptor } | { ok: false; error: IdpMetadataError };

const MD = "urn:oasis:names:tc:SAML:2.0:metadata";
const DS = "http://www.w3.org/2000/09/xmldsig#";
const HTTP_REDIRECT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
/** Larger metadata documents are refused unparsed. */
const MAX_METADATA_LENGTH = 1024 * 1024;

/** Reads an IdP's metadata XML. Never throws. */
export async function parseIdpMetadata(xml: string): Promise<IdpMetadataResult> {
  if (typeof xml !== "string" || xml.length > MAX_METADATA_LENGTH) {
    return invalid("metadata is missing or too large");
  }
  let doc: Document;
  try {
    doc = await parseDomFromString(xml);
  } catch (cause) {
    return invalid("metadata is not XML", cause);
  }
  const entities = Array.from(doc.getElementsByTagNameNS(MD, "EntityDescriptor")).filter(
    (entity) => directChildren(entity, MD, "IDPSSODescriptor").length > 0,
  );
  if (entities.length !== 1) {
    return invalid(`metadata describes ${entities.length} identity providers, not one`);
  }
  const entity = entities[0]!;
  // xmldom answers a missing attribute with "", not null (the tests without one would throw).
  const entityId = entity.getAttribute("entityID")!.trim();
  if (!entityId) return invalid("the EntityDescriptor has no entityID");
  const descriptors = directChildren(entity, MD, "IDPSSODescriptor");

  const ssoUrl = descriptors
    .flatMap((descriptor) => directChildren(descriptor, MD, "SingleSignOnService"))
    .filter((service) => service.getAttribute("Binding") === HTTP_REDIRECT)
    .map((service) => service.getAttribute("Location")!.trim())
    .find(isHttpUrl);
  if (ssoUrl === undefined) return invalid("the IdP offers no HTTP-Redirect SingleSignOnService");

  const certificates = descriptors
    .flatMap((descriptor) => directChildren(descriptor, MD, "KeyDescriptor"))
    // Signing keys: `use="signing"`, or no `use` (for both purposes). xmldom answers a missing
    // attribute with "", not null.
    .filter((key) => !key.hasAttribute("use") || key.getAttribute("use") === "signing")
    .flatMap((key) => Array.from(key.getElementsByTagNameNS(DS, "X509Certificate")))
    .map((node) => toPem(node.textContent));
  const unique = [...new Set(certificates.filter((pem) => pem !== undefined))];
  if (unique.length === 0) return invalid("the IdP publishes no usable signing certificate");
  return { ok: true, idp: { entityId, ssoUrl, certificates: unique } };
}

/**
 * The descriptor of a configured provider: its inline settings, its inline metadata, or the
 * metadata `fetchMetadata` returns for its `metadata_url`. Never throws.
 */
export async function resolveIdentityProvider(
  provider: SamlIdentityProviderConfig,
  fetchMetadata: (url: string) => Promise<string>,
): Promise<IdpMetadataResult> {
  if (provider.metadata !== undefined) return parseIdpMetadata(provider.metadata);
  if (provider.metadata_url !== undefined) {
    let xml: string;
    try {
      xml = await fetchMetadata(provider.metadata_url);
    } catch (cause) {
      const message = `could not fetch ${provider.metadata_url}`;
      return { ok: false, error: new IdpMetadataError("metadata_unavailable", message, { cause }) };
    }
    return parseIdpMetadata(xml);
  }
  const certificates = provider.certificates.map(toPem);
  if (
    provider.sso_url === undefined ||
    !certificates.every((pem): pem is string => pem !== undefined)
  ) {
    return invalid(`provider ${provider.domain} has no usable sso_url and certificates`);
  }
  return {
    ok: true,
    idp: { entityId: provider.entity_id, ssoUrl: provider.sso_url, certificates },
  };
}

/** A PEM certificate from PEM or a bare base64 body; undefined when it does not parse. */
export function toPem(value: string): string | undefined {
  const body = value.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s/g, "");
  // What is not base64 (or not a certificate) X509Certificate refuses below.
  if (body === "") return undefined;
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join("\n")}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
  } catch {
    return undefined;
  }
  return pem;
}

function directChildren(parent: Element, namespace: string, localName: string): Element[] {
  return Array.from(parent.childNodes).filter(
    // Only elements have a namespace and a local name among an element's children.
    (node): node is Element =>
      (node as Element).namespaceURI === namespace && (node as Element).localName === localName,
  );
}

function isHttpUrl(value: string): boolean {
  const url = URL.parse(value);
  return url !== null && (url.protocol === "https:" || url.protocol === "http:");
}

function invalid(message: string, cause?: unknown): { ok: false; error: IdpMetadataError } {
  const options = cause === undefined ? {} : { cause };
  return { ok: false, error: new IdpMetadataError("metadata_invalid", message, options) };
}
