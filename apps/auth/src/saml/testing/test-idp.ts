// A SAML identity provider for tests: a self-signed certificate of its own, and Responses built
// from parameters and signed with xml-crypto the way real IdPs sign them (enveloped signature,
// exclusive c14n, RSA-SHA256; the assertion signed, the Response optionally too). Every field a
// service provider checks can be set to a wrong value, so each refusal can be provoked.
// Test code only: nothing in the server imports it.
import { randomBytes } from "node:crypto";
import { inflateRawSync } from "node:zlib";
import { generate } from "selfsigned";
import { SignedXml } from "xml-crypto";

const NS_PROTOCOL = "urn:oasis:names:tc:SAML:2.0:protocol";
const NS_ASSERTION = "urn:oasis:names:tc:SAML:2.0:assertion";
const STATUS_SUCCESS = "urn:oasis:names:tc:SAML:2.0:status:Success";
export const NAMEID_EMAIL = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";
export const NAMEID_PERSISTENT = "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent";

/** The attribute names our default attribute map reads (saml-config.ts). */
export const CLAIM = {
  email: "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress",
  name: "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name",
  givenName: "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname",
  surname: "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname",
} as const;

const RSA_SHA256 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
const SHA256 = "http://www.w3.org/2001/04/xmlenc#sha256";
const EXC_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";
const ENVELOPED = "http://www.w3.org/2000/09/xmldsig#enveloped-signature";

export interface TestResponseOptions {
  /** Conditions/AudienceRestriction/Audience: our SP's audience_uri when valid. */
  audience: string;
  /** SubjectConfirmationData Recipient: our ACS URL when valid. */
  recipient: string;
  /** Response Destination; defaults to `recipient`; null leaves the attribute out. */
  destination?: string | null;
  /** Issuer of Response and assertion; defaults to the IdP's entity id. */
  issuer?: string;
  /** The AuthnRequest ID answered (Response and SubjectConfirmationData); none: IdP-initiated. */
  inResponseTo?: string;
  nameId?: string;
  nameIdFormat?: string;
  /** Conditions NotBefore; defaults to a minute ago. */
  notBefore?: Date;
  /** Conditions and SubjectConfirmationData NotOnOrAfter; defaults to five minutes from now. */
  notOnOrAfter?: Date;
  /** SubjectConfirmationData NotOnOrAfter alone, when it should differ from the Conditions'. */
  confirmationNotOnOrAfter?: Date;
  /** IssueInstant of Response and assertion; defaults to now. */
  issueInstant?: Date;
  /** Shortcuts for the default attribute names. */
  email?: string;
  name?: string;
  /** Further attributes by name; a list gives several AttributeValues. */
  attributes?: Record<string, string | readonly string[]>;
  /** Defaults to true. */
  signAssertion?: boolean;
  /** Defaults to false. */
  signResponse?: boolean;
  responseId?: string;
  assertionId?: string;
  /** A non-success top-level StatusCode; the Response then carries no assertion. */
  status?: string;
  /** Rewrites the Response XML before it is signed, for shapes the options above cannot make. */
  edit?: (xml: string) => string;
}

/** What the test IdP read from an SP-initiated redirect. */
export interface ReceivedAuthnRequest {
  id: string;
  issuer: string | undefined;
  acsUrl: string | undefined;
  destination: string | undefined;
  relayState: string | null;
  xml: string;
}

export interface TestIdp {
  entityId: string;
  ssoUrl: string;
  /** PEM certificate the SP trusts. */
  certificate: string;
  privateKey: string;
  /** A base64 SAMLResponse as the browser would post it. */
  response(options: TestResponseOptions): string;
  /** The Response XML itself, signed. */
  responseXml(options: TestResponseOptions): string;
  /** Reads the AuthnRequest out of an HTTP-Redirect binding URL. */
  readAuthnRequest(redirectUrl: string): ReceivedAuthnRequest;
  /** The IdP's metadata XML: entity id, HTTP-Redirect SSO service, signing certificate. */
  metadataXml(): string;
}

export interface TestIdpOptions {
  entityId?: string;
  ssoUrl?: string;
}

const newId = () => `_${randomBytes(16).toString("hex")}`;

export async function createTestIdp(options: TestIdpOptions = {}): Promise<TestIdp> {
  const entityId = options.entityId ?? "https://idp.example.test/metadata";
  const ssoUrl = options.ssoUrl ?? "https://idp.example.test/sso";
  const pems = await generate([{ name: "commonName", value: new URL(entityId).hostname }], {
    keySize: 2048,
    algorithm: "sha256",
  });
  const certificate = pems.cert;
  const privateKey = pems.private;

  const sign = (xml: string, element: "Assertion" | "Response"): string => {
    const signature = new SignedXml({
      privateKey,
      publicCert: certificate,
      signatureAlgorithm: RSA_SHA256,
      canonicalizationAlgorithm: EXC_C14N,
    });
    const target =
      element === "Response"
        ? "/*[local-name(.)='Response']"
        : "/*[local-name(.)='Response']/*[local-name(.)='Assertion']";
    signature.addReference({
      xpath: target,
      transforms: [ENVELOPED, EXC_C14N],
      digestAlgorithm: SHA256,
    });
    // After the Issuer, where the schema puts the signature; first, if an edit removed it.
    const tag = element === "Response" ? "samlp:Response" : "saml:Assertion";
    const hasIssuer = new RegExp(`<${tag}\\b[^>]*>\\s*<saml:Issuer\\b`).test(xml);
    signature.computeSignature(xml, {
      prefix: "ds",
      location: hasIssuer
        ? { reference: `${target}/*[local-name(.)='Issuer']`, action: "after" }
        : { reference: target, action: "prepend" },
    });
    return signature.getSignedXml();
  };

  const responseXml = (o: TestResponseOptions): string => {
    const issuer = o.issuer ?? entityId;
    const now = Date.now();
    const instant = (o.issueInstant ?? new Date(now)).toISOString();
    const notBefore = (o.notBefore ?? new Date(now - 60_000)).toISOString();
    const notOnOrAfter = (o.notOnOrAfter ?? new Date(now + 5 * 60_000)).toISOString();
    const confirmationNotOnOrAfter = o.confirmationNotOnOrAfter?.toISOString() ?? notOnOrAfter;
    const destination = o.destination === undefined ? o.recipient : o.destination;
    const inResponseTo = o.inResponseTo === undefined ? "" : attr("InResponseTo", o.inResponseTo);
    const status = o.status ?? STATUS_SUCCESS;

    const attributes: Record<string, string | readonly string[]> = { ...o.attributes };
    if (o.email !== undefined) attributes[CLAIM.email] = o.email;
    if (o.name !== undefined) attributes[CLAIM.name] = o.name;
    const attributeXml = Object.entries(attributes)
      .map(
        ([name, values]) =>
          `<saml:Attribute${attr("Name", name)}${attr("NameFormat", "urn:oasis:names:tc:SAML:2.0:attrname-format:uri")}>` +
          (typeof values === "string" ? [values] : values)
            .map((value) => `<saml:AttributeValue>${escape(value)}</saml:AttributeValue>`)
            .join("") +
          "</saml:Attribute>",
      )
      .join("");

    const assertion =
      `<saml:Assertion xmlns:saml="${NS_ASSERTION}"${attr("ID", o.assertionId ?? newId())} Version="2.0"${attr("IssueInstant", instant)}>` +
      `<saml:Issuer>${escape(issuer)}</saml:Issuer>` +
      "<saml:Subject>" +
      `<saml:NameID${attr("Format", o.nameIdFormat ?? NAMEID_PERSISTENT)}>${escape(o.nameId ?? "user-1")}</saml:NameID>` +
      '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">' +
      `<saml:SubjectConfirmationData${inResponseTo}${attr("NotOnOrAfter", confirmationNotOnOrAfter)}${attr("Recipient", o.recipient)}/>` +
      "</saml:SubjectConfirmation>" +
      "</saml:Subject>" +
      `<saml:Conditions${attr("NotBefore", notBefore)}${attr("NotOnOrAfter", notOnOrAfter)}>` +
      `<saml:AudienceRestriction><saml:Audience>${escape(o.audience)}</saml:Audience></saml:AudienceRestriction>` +
      "</saml:Conditions>" +
      `<saml:AuthnStatement${attr("AuthnInstant", instant)}${attr("SessionIndex", newId())}>` +
      "<saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext>" +
      "</saml:AuthnStatement>" +
      (attributeXml === ""
        ? ""
        : `<saml:AttributeStatement>${attributeXml}</saml:AttributeStatement>`) +
      "</saml:Assertion>";

    let xml =
      `<samlp:Response xmlns:samlp="${NS_PROTOCOL}" xmlns:saml="${NS_ASSERTION}"${attr("ID", o.responseId ?? newId())} Version="2.0"${attr("IssueInstant", instant)}` +
      `${destination === null ? "" : attr("Destination", destination)}${inResponseTo}>` +
      `<saml:Issuer>${escape(issuer)}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode${attr("Value", status)}/></samlp:Status>` +
      (status === STATUS_SUCCESS ? assertion : "") +
      "</samlp:Response>";
    if (o.edit !== undefined) xml = o.edit(xml);
    if (status === STATUS_SUCCESS && (o.signAssertion ?? true)) xml = sign(xml, "Assertion");
    if (o.signResponse ?? false) xml = sign(xml, "Response");
    return xml;
  };

  return {
    entityId,
    ssoUrl,
    certificate,
    privateKey,
    responseXml,
    response: (o) => Buffer.from(responseXml(o), "utf8").toString("base64"),
    metadataXml: () =>
      `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"${attr("entityID", entityId)}>` +
      '<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">' +
      '<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">' +
      `<ds:X509Data><ds:X509Certificate>${certificateBody(certificate)}</ds:X509Certificate></ds:X509Data>` +
      "</ds:KeyInfo></md:KeyDescriptor>" +
      '<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"' +
      `${attr("Location", `${ssoUrl}/post`)}/>` +
      '<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect"' +
      `${attr("Location", ssoUrl)}/>` +
      "</md:IDPSSODescriptor></md:EntityDescriptor>",
    readAuthnRequest(redirectUrl) {
      const url = new URL(redirectUrl);
      const encoded = url.searchParams.get("SAMLRequest");
      if (encoded === null) throw new Error(`no SAMLRequest in ${redirectUrl}`);
      const xml = inflateRawSync(Buffer.from(encoded, "base64")).toString("utf8");
      const id = attributeOf(xml, "AuthnRequest", "ID");
      if (id === undefined) throw new Error(`no AuthnRequest ID in ${xml}`);
      return {
        id,
        issuer: /<(?:\w+:)?Issuer\b[^>]*>([^<]*)</.exec(xml)?.[1],
        acsUrl: attributeOf(xml, "AuthnRequest", "AssertionConsumerServiceURL"),
        destination: attributeOf(xml, "AuthnRequest", "Destination"),
        relayState: url.searchParams.get("RelayState"),
        xml,
      };
    },
  };
}

function attributeOf(xml: string, element: string, name: string): string | undefined {
  const tag = new RegExp(`<(?:\\w+:)?${element}\\b[^>]*>`).exec(xml)?.[0];
  const value = tag === undefined ? undefined : new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : unescape(value);
}

const certificateBody = (pem: string) =>
  pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");

const attr = (name: string, value: string) => ` ${name}="${escape(value)}"`;

function escape(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

function unescape(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&gt;", ">")
    .replaceAll("&lt;", "<")
    .replaceAll("&amp;", "&");
}
