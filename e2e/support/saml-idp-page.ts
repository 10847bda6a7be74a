// A SAML identity provider a browser can visit, for the enterprise sign-in tests: the test IdP of
// apps/auth/src/saml/testing/test-idp.ts (its own self-signed certificate; Responses signed with
// xml-crypto) behind three pages. The person is taken as already signed in at their company, so
// each page answers at once with a form that posts itself to our ACS (HTTP-POST binding), or,
// with `confirm` set, waits for the person's click, a point where a test can look at the page
// the browser left:
//   GET /sso?SAMLRequest&RelayState  SP-initiated: answers the AuthnRequest of our /saml/auth
//   GET /idp-initiated               IdP-initiated: an unsolicited Response, no RelayState
//   GET /replay                      the last Response posted again, as an attacker would
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createTestIdp,
  NAMEID_EMAIL,
  type ReceivedAuthnRequest,
} from "../../apps/auth/src/saml/testing/test-idp.ts";
import type { SamlConfigInput } from "../../apps/auth/src/saml/saml-config.ts";

export interface SamlPerson {
  email: string;
  name: string;
}

export interface SamlIdpPage {
  url: string;
  entityId: string;
  ssoUrl: string;
  /** Who the IdP signs in on its next page. */
  person: SamlPerson;
  /** The next pages wait for a click on "Continue" instead of posting themselves. */
  confirm: boolean;
  /** The AuthnRequests the IdP received, oldest first. */
  received: ReceivedAuthnRequest[];
  /** What the IdP posted to the ACS, oldest first (base64 SAMLResponse and RelayState). */
  posted: { response: string; relayState: string | null }[];
  /**
   * SAML for an auth server at `authUrl` whose widget page is `pageUrl`, with this IdP for the
   * e-mail domain `domain`; from then on the IdP posts to that server's ACS.
   */
  samlConfig(options: { authUrl: string; pageUrl: string; domain: string }): SamlConfigInput;
  close(): Promise<void>;
}

export async function startSamlIdpPage(): Promise<SamlIdpPage> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Named `localhost`: another site than the auth server and the pages at 127.0.0.1, so its post
  // to the ACS is cross-site, as from a real IdP (and carries no SameSite=Lax cookie).
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  const idp = await createTestIdp({ entityId: `${url}/metadata`, ssoUrl: `${url}/sso` });
  let sp: { acsUrl: string; audience: string } | undefined;
  const received: ReceivedAuthnRequest[] = [];
  const posted: SamlIdpPage["posted"] = [];
  const page: SamlIdpPage = {
    url,
    entityId: idp.entityId,
    ssoUrl: idp.ssoUrl,
    person: { email: "anna.berg@kretsforetag.test", name: "Anna Berg" },
    confirm: false,
    received,
    posted,
    samlConfig({ authUrl, pageUrl, domain }) {
      sp = { acsUrl: `${authUrl}/saml/callback`, audience: `${authUrl}/saml/metadata` };
      return {
        enabled: true,
        endpoint_url: authUrl,
        audience_uri: sp.audience,
        default_redirect_url: pageUrl,
        allowed_redirect_urls: [`${pageUrl}**`],
        identity_providers: [
          {
            enabled: true,
            name: "Kretsföretaget",
            domain,
            entity_id: idp.entityId,
            sso_url: idp.ssoUrl,
            certificates: [idp.certificate],
            // The company vouches for its own addresses: no passcode after the IdP.
            skip_email_verification: true,
            allow_idp_initiated: true,
          },
        ],
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  /** The signed Response for the current person, answering `inResponseTo` if given. */
  const respond = (inResponseTo?: string): string => {
    if (sp === undefined) throw new Error("samlConfig() first: the IdP knows no ACS yet");
    const { email, name } = page.person;
    return idp.response({
      audience: sp.audience,
      recipient: sp.acsUrl,
      ...(inResponseTo === undefined ? {} : { inResponseTo }),
      nameId: email,
      nameIdFormat: NAMEID_EMAIL,
      email,
      name,
    });
  };

  server.on("request", (request, response) => {
    const address = new URL(request.url ?? "/", url);
    const answer = (status: number, html: string) => {
      response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
      response.end(html);
    };
    try {
      if (address.pathname === "/metadata") {
        response.writeHead(200, { "Content-Type": "application/samlmetadata+xml" });
        response.end(idp.metadataXml());
      } else if (address.pathname === "/sso") {
        const authnRequest = idp.readAuthnRequest(address.href);
        received.push(authnRequest);
        // A real IdP posts only to the ACS it has on file for the SP that asked.
        const known = sp;
        if (known === undefined || authnRequest.issuer !== known.audience) {
          answer(400, `<p>Unknown service provider: ${escapeHtml(authnRequest.xml)}</p>`);
          return;
        }
        if (authnRequest.acsUrl !== undefined && authnRequest.acsUrl !== known.acsUrl) {
          answer(400, `<p>Unknown ACS: ${escapeHtml(authnRequest.xml)}</p>`);
          return;
        }
        answer(200, autoPost(known.acsUrl, respond(authnRequest.id), authnRequest.relayState));
      } else if (address.pathname === "/idp-initiated" && sp !== undefined) {
        answer(200, autoPost(sp.acsUrl, respond(), null));
      } else if (address.pathname === "/replay" && sp !== undefined && posted.length > 0) {
        const last = posted[posted.length - 1]!;
        answer(200, autoPost(sp.acsUrl, last.response, last.relayState, false));
      } else {
        answer(404, "<p>not found</p>");
      }
    } catch (error) {
      answer(500, `<p>${escapeHtml(String(error))}</p>`);
    }
  });

  /** A page that posts `SAMLResponse` (and RelayState) to the ACS as soon as it loads. */
  function autoPost(
    acsUrl: string,
    samlResponse: string,
    relayState: string | null,
    record = true,
  ) {
    if (record) posted.push({ response: samlResponse, relayState });
    const relay =
      relayState === null
        ? ""
        : `<input type="hidden" name="RelayState" value="${escapeHtml(relayState)}">`;
    return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>Kretsföretaget: signing you in</title></head>
<body>
<form method="post" action="${escapeHtml(acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${escapeHtml(samlResponse)}">${relay}
<button type="submit">Continue</button>
</form>
${page.confirm ? "" : "<script>document.forms[0].submit();</script>"}
</body></html>`;
  }

  return page;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
