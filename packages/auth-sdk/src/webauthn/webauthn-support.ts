// What the browser supports, for register_client_capabilities (flow-api §2.2 preflight) and
// for apps (the official SDK's `WebauthnSupport`). Every check reads the globals when called.
import type { ClientCapabilities } from "../platform/platform.ts";

type PublicKeyCredentialStatics = {
  isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
  isConditionalMediationAvailable?: () => Promise<boolean>;
  isExternalCTAP2SecurityKeySupported?: () => Promise<boolean>;
};

function publicKeyCredential(): PublicKeyCredentialStatics | undefined {
  return (globalThis as { PublicKeyCredential?: PublicKeyCredentialStatics }).PublicKeyCredential;
}

async function ask(check: (() => Promise<boolean>) | undefined): Promise<boolean> {
  if (check === undefined) return false;
  try {
    return await check();
  } catch {
    return false;
  }
}

export class WebauthnSupport {
  /** `navigator.credentials.create/get` and `PublicKeyCredential` exist. */
  static supported(): boolean {
    const credentials = (globalThis as { navigator?: Partial<Navigator> }).navigator?.credentials;
    return (
      typeof credentials?.create === "function" &&
      typeof credentials.get === "function" &&
      publicKeyCredential() !== undefined
    );
  }

  static async isPlatformAuthenticatorAvailable(): Promise<boolean> {
    if (!WebauthnSupport.supported()) return false;
    const statics = publicKeyCredential();
    return ask(statics?.isUserVerifyingPlatformAuthenticatorAvailable?.bind(statics));
  }

  static async isSecurityKeySupported(): Promise<boolean> {
    const statics = publicKeyCredential();
    const check = statics?.isExternalCTAP2SecurityKeySupported;
    if (check === undefined) return WebauthnSupport.supported();
    return ask(check.bind(statics));
  }

  static async isConditionalMediationAvailable(): Promise<boolean> {
    const statics = publicKeyCredential();
    return ask(statics?.isConditionalMediationAvailable?.bind(statics));
  }
}

/** The default capability probe: the browser's answers, `false` where it cannot tell. */
export async function browserCapabilities(): Promise<ClientCapabilities> {
  const [conditional, platform] = await Promise.all([
    WebauthnSupport.isConditionalMediationAvailable(),
    WebauthnSupport.isPlatformAuthenticatorAvailable(),
  ]);
  return {
    webauthn_available: WebauthnSupport.supported(),
    webauthn_conditional_mediation_available: conditional,
    webauthn_platform_authenticator_available: platform,
  };
}
