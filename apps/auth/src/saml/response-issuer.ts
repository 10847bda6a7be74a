// Who says they sent a posted SAMLResponse, read before anything is verified: an IdP-initiated
// Response answers no request of ours, so its Issuer is the only way to know which IdP's
// certificates must check it. Nothing read here is trusted; the service provider then requires
// the signed assertion's Issuer to be that IdP's entity id.
import { parseDomFromString } from "@node-saml/node-saml/lib/xml.js";

const PROTOCOL = "urn:oasis:names:tc:SAML:2.0:protocol";
const ASSERTION = "urn:oasis:names:tc:SAML:2.0:assertion";
/** As service-provider.ts: longer SAMLResponse values are refused unread. */
const MAX_RESPONSE_LENGTH = 512 * 1024;

/** The Response's Issuer, else its first assertion's; undefined when there is none or no XML. */
export async function responseIssuer(samlResponseBase64: string): Promise<string | undefined> {
  if (
    samlResponseBase64.length > MAX_RESPONSE_LENGTH ||
    !/^[A-Za-z0-9+/=\s]+$/.test(samlResponseBase64)
  ) {
    return undefined;
  }
  let root: Element;
  try {
    const xml = Buffer.from(samlResponseBase64, "base64").toString();
    root = (await parseDomFromString(xml)).documentElement;
  } catch {
    return undefined;
  }
  if (root.namespaceURI !== PROTOCOL || root.localName !== "Response") {
    return undefined;
  }
  const assertion = childElements(root, ASSERTION, "Assertion")[0];
  const issuer =
    childElements(root, ASSERTION, "Issuer")[0] ??
    (assertion === undefined ? undefined : childElements(assertion, ASSERTION, "Issuer")[0]);
  const value = (issuer?.textContent ?? "").trim();
  return value === "" ? undefined : value;
}

function childElements(parent: Element, namespace: string, localName: string): Element[] {
  return Array.from(parent.childNodes).filter(
    // Only elements have a namespace and a local name among an element's children.
    (node): node is Element =>
      (node as Element).namespaceURI === namespace && (node as Element).localName === localName,
  );
}
