// The WebAuthn ceremony of a confirmation: the auth server's request options (JSON, base64url)
// to the browser's, and the assertion back to JSON, through the SDK's own conversions. The SDK
// is loaded only when a passkey is used, so the pages that merely render the form stay small.
export type Assertion =
  | { ok: true; assertion: Record<string, unknown> }
  /** The user closed the browser's dialog, or the authenticator refused. */
  | { ok: false };

export async function passkeyAssertion(options: unknown): Promise<Assertion> {
  const { credentialToJSON, requestOptionsFromJSON } = await import("@kretsbutiken/auth-sdk");
  try {
    const credential = await navigator.credentials.get({
      publicKey: requestOptionsFromJSON(options as Parameters<typeof requestOptionsFromJSON>[0]),
    });
    if (!(credential instanceof PublicKeyCredential)) return { ok: false };
    return { ok: true, assertion: credentialToJSON(credential) };
  } catch {
    return { ok: false };
  }
}
