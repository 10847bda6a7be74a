// Our SAML 2.0 service provider for one identity provider (flow-api.md §5.7, §6.4 `/saml/*`):
// the SP metadata the IdP's operator imports, the SP-initiated AuthnRequest redirect, and the
// validation of a Response posted to the ACS. The routes under `/saml/*` (http/) use it, and
// the login flow sends an address at a provider's domain there (saml-domain-routing.ts).
//
// Signature checking, audience and the Conditions' time window are @node-saml/node-saml's; on
// top of it, from the signed assertion only: the Issuer (when the IdP's entity id is known), a
// bearer SubjectConfirmation whose Recipient is our ACS and whose NotOnOrAfter has not passed,
// the Response's Destination (when present), InResponseTo naming an AuthnRequest we issued to
// this IdP with this RelayState (each answerable once), IdP-initiated Responses only where the
// provider allows them, every assertion id accepted once (ReplayCache), and an e-mail address
// at one of the provider's own domains (docs/decisions/0044): an IdP speaks for its domain only.
//
// Every outcome is a value: `{ ok: true, user }` or `{ ok: false, error }` with a typed code.
import { randomBytes } from "node:crypto";
import { SAML, ValidateInResponseTo, type Profile } from "@node-saml/node-saml";
import { parseXml2JsFromString } from "@node-saml/node-saml/lib/xml.js";
import { acsUrl, type SamlConfig, type SamlIdentityProviderConfig } from "./saml-config.ts";
import { failure, nodeSamlFailure, SamlError } from "./saml-error.ts";
import { userFromAssertion, type SamlResult } from "./saml-user.ts";
import { attribute, child, children, instant, root, text, type XmlNode } from "./saml-xml.ts";
import { serviceProviderMetadata } from "./service-provider-metadata.ts";
import type { AuthnRequestStore, ReplayCache } from "./stores.ts";

/** The identity provider as resolved from its metadata or inline configuration. */
export interface IdentityProviderDescriptor {
  /** The IdP's entity id; when known, assertions must carry it as Issuer. */
  entityId?: string | undefined;
  /** Where the HTTP-Redirect AuthnRequest goes. */
  ssoUrl: string;
  /** PEM certificates (or their base64 bodies) whose keys may sign. */
  certificates: readonly string[];
}

export interface ServiceProviderOptions {
  config: Pick<SamlConfig, "endpoint_url" | "audience_uri" | "options">;
  provider: SamlIdentityProviderConfig;
  idp: IdentityProviderDescriptor;
  requests: AuthnRequestStore;
  replays: ReplayCache;
  /** How long an AuthnRequest may wait for its Response. */
  requestLifetimeMs?: number;
}

/** What the caller keeps with an AuthnRequest, for its callback. */
export interface AuthnRequestDetails {
  /** The AuthnRequest ID, when the caller needs it before (as in its RelayState). */
  requestId?: string;
  redirectTo?: string | undefined;
  flowId?: string | undefined;
  /** The hash that binds the request to the browser that started it (http/browser-binding.ts). */
  browserBinding?: string | undefined;
}

/** A fresh AuthnRequest ID: an xsd:ID (no leading digit), 160 random bits. */
export const newRequestId = (): string => `_${randomBytes(20).toString("hex")}`;

export const DEFAULT_REQUEST_LIFETIME_MS = 10 * 60_000;
/** Longer SAMLResponse form values are refused unparsed. */
const MAX_RESPONSE_LENGTH = 512 * 1024;
const BEARER = "urn:oasis:names:tc:SAML:2.0:cm:bearer";

export class SamlServiceProvider {
  readonly acsUrl: string;
  readonly entityId: string;
  /** The IdP's entity id, when its metadata or configuration names it. */
  readonly idpEntityId: string | undefined;
  readonly #options: ServiceProviderOptions;
  readonly #skewMs: number;

  constructor(options: ServiceProviderOptions) {
    const acs = acsUrl(options.config);
    const entityId = options.config.audience_uri;
    if (acs === undefined || entityId === undefined) {
      throw new SamlError("internal_error", "saml.endpoint_url and saml.audience_uri are required");
    }
    if (options.idp.certificates.length === 0) {
      throw new SamlError(
        "internal_error",
        `no signing certificate for ${options.provider.domain}`,
      );
    }
    this.acsUrl = acs;
    this.entityId = entityId;
    this.idpEntityId = options.idp.entityId;
    this.#options = options;
    this.#skewMs = options.config.options.clock_skew_seconds * 1000;
  }

  /** The SP metadata for this IdP's operator: our entity id and ACS (HTTP-POST). */
  metadataXml(): string {
    return serviceProviderMetadata(this.#options.config, this.#options.provider);
  }

  /**
   * The IdP URL to send the browser to (HTTP-Redirect binding), with `relayState` (opaque to us,
   * the caller's) as RelayState. The request is remembered, with `details`, so its Response can
   * be matched.
   */
  async authnRequestUrl(
    relayState: string,
    details: AuthnRequestDetails = {},
  ): Promise<{ ok: true; url: string; requestId: string } | { ok: false; error: SamlError }> {
    const requestId = details.requestId ?? newRequestId();
    const lifetime = this.#options.requestLifetimeMs ?? DEFAULT_REQUEST_LIFETIME_MS;
    try {
      const saml = this.#saml(() => requestId);
      const url = await saml.getAuthorizeUrlAsync(relayState, undefined, {});
      await this.#options.requests.save(requestId, {
        provider: this.#options.provider.domain,
        relayState,
        expiresAt: Date.now() + lifetime,
        redirectTo: details.redirectTo,
        flowId: details.flowId,
        browserBinding: details.browserBinding,
      });
      return { ok: true, url, requestId };
    } catch (cause) {
      return failure("internal_error", "could not create the AuthnRequest", cause);
    }
  }

  /**
   * Validates a posted SAMLResponse (base64, HTTP-POST binding) that came with `relayState`.
   * Never throws.
   */
  async validateResponse(
    samlResponseBase64: string,
    { relayState }: { relayState: string | undefined },
  ): Promise<SamlResult> {
    try {
      return await this.#validate(samlResponseBase64, relayState ?? "");
    } catch (cause) {
      return failure("internal_error", "SAML response validation failed", cause);
    }
  }

  async #validate(samlResponseBase64: string, relayState: string): Promise<SamlResult> {
    if (
      typeof samlResponseBase64 !== "string" ||
      samlResponseBase64.length > MAX_RESPONSE_LENGTH ||
      !/^[A-Za-z0-9+/=\s]+$/.test(samlResponseBase64)
    ) {
      return failure("malformed_response", "SAMLResponse is not base64");
    }
    const xml = Buffer.from(samlResponseBase64, "base64").toString("utf8");
    let envelope: XmlNode | undefined;
    try {
      envelope = root(await parseXml2JsFromString(xml), "Response");
    } catch (cause) {
      return failure("malformed_response", "SAMLResponse is not XML", cause);
    }
    if (envelope === undefined) return failure("malformed_response", "not a SAML Response");

    let profile: Profile | null;
    try {
      ({ profile } = await this.#saml().validatePostResponseAsync({
        SAMLResponse: samlResponseBase64,
      }));
    } catch (cause) {
      return nodeSamlFailure(cause);
    }
    // Null for a signed NoPassive answer; else node-saml's profile always has getAssertion.
    if (profile === null) return failure("malformed_response", "no assertion in the Response");
    const assertion = root(profile.getAssertion!(), "Assertion");
    const now = Date.now();

    const issuer = text(child(assertion, "Issuer"));
    if (issuer === undefined) return failure("malformed_response", "assertion without Issuer");
    const expectedIssuer = this.#options.idp.entityId;
    if (expectedIssuer !== undefined && issuer !== expectedIssuer) {
      return failure("wrong_issuer", `Issuer ${issuer} is not ${expectedIssuer}`);
    }

    // Web Browser SSO profile: a bearer confirmation for our ACS, still valid.
    const confirmations = children(child(assertion, "Subject"), "SubjectConfirmation")
      .filter((confirmation) => attribute(confirmation, "Method") === BEARER)
      .map((confirmation) => child(confirmation, "SubjectConfirmationData"));
    const forUs = confirmations.filter((data) => attribute(data, "Recipient") === this.acsUrl);
    if (forUs.length === 0) {
      return failure("wrong_recipient", `no bearer SubjectConfirmation for ${this.acsUrl}`);
    }
    const windows = forUs.map((data) => this.#timeWindow(data, now));
    const confirmation = forUs[windows.indexOf("valid")];
    if (confirmation === undefined) {
      const problem = windows.includes("not_yet_valid") ? "not_yet_valid" : "expired";
      return failure(problem, "the SubjectConfirmation is outside its validity window");
    }
    const notOnOrAfter = instant(confirmation, "NotOnOrAfter");

    const destination = attribute(envelope, "Destination");
    if (destination !== undefined && destination !== this.acsUrl) {
      return failure("wrong_destination", `Destination ${destination} is not ${this.acsUrl}`);
    }

    const assertionId = attribute(assertion, "ID");
    const nameId = text(child(child(assertion, "Subject"), "NameID"));
    if (assertionId === undefined || nameId === undefined) {
      return failure("malformed_response", "assertion without ID or NameID");
    }

    // InResponseTo: the signed assertion's word first; the envelope may be unsigned.
    const signedInResponseTo = attribute(confirmation, "InResponseTo");
    const envelopeInResponseTo = attribute(envelope, "InResponseTo");
    if (
      signedInResponseTo !== undefined &&
      envelopeInResponseTo !== undefined &&
      signedInResponseTo !== envelopeInResponseTo
    ) {
      return failure("unknown_request", "Response and assertion answer different requests");
    }
    const inResponseTo = signedInResponseTo ?? envelopeInResponseTo;
    if (inResponseTo === undefined && !this.#options.provider.allow_idp_initiated) {
      return failure("idp_initiated_not_allowed", "IdP-initiated sign-in is not allowed here");
    }

    const user = userFromAssertion(this.#options.provider, profile, assertion, {
      nameId,
      issuer,
      assertionId,
      inResponseTo,
    });
    if (!user.ok) return user;

    const replayKey = `${issuer}\n${assertionId}`;
    if (!(await this.#options.replays.remember(replayKey, notOnOrAfter + this.#skewMs))) {
      return failure("replayed", `assertion ${assertionId} was used before`);
    }

    if (inResponseTo !== undefined) {
      const request = await this.#options.requests.take(inResponseTo);
      if (request === undefined || request.provider !== this.#options.provider.domain) {
        return failure("unknown_request", `InResponseTo ${inResponseTo} is not a pending request`);
      }
      if (request.relayState !== relayState) {
        return failure("relay_state_mismatch", "the RelayState is not the request's");
      }
    }
    return user;
  }

  #timeWindow(data: XmlNode | undefined, now: number): "valid" | "not_yet_valid" | "expired" {
    // The profile requires NotOnOrAfter on a bearer confirmation: without it (NaN), never valid.
    // The comparisons are negated so that an unparsable time fails closed too.
    if (!(now - this.#skewMs < instant(data, "NotOnOrAfter"))) {
      // Stryker disable next-line StringLiteral: the caller reads any other window as expired
      return "expired";
    }
    const notBefore = attribute(data, "NotBefore");
    if (notBefore !== undefined && !(now + this.#skewMs >= Date.parse(notBefore))) {
      return "not_yet_valid";
    }
    return "valid";
  }

  #saml(generateUniqueId: () => string = newRequestId): SAML {
    const { provider, idp, config } = this.#options;
    return new SAML({
      issuer: this.entityId,
      audience: this.entityId,
      callbackUrl: this.acsUrl,
      entryPoint: idp.ssoUrl,
      idpCert: [...idp.certificates],
      wantAssertionsSigned: provider.want_assertions_signed,
      wantAuthnResponseSigned: provider.want_response_signed,
      acceptedClockSkewMs: this.#skewMs,
      // Ours, below: bound to the RelayState and the IdP, shared across instances.
      validateInResponseTo: ValidateInResponseTo.never,
      forceAuthn: config.options.force_login,
      // Let the IdP choose the NameID format and the authentication method (a fixed
      // PasswordProtectedTransport request fails at IdPs that use MFA or passkeys).
      identifierFormat: null,
      disableRequestedAuthnContext: true,
      generateUniqueId,
    });
  }
}
