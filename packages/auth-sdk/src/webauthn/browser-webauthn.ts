// The default WebAuthn ceremonies on `navigator.credentials`. One instance holds one abort
// controller: a new ceremony aborts the pending one (e.g. conditional passkey autofill), and
// `abort()` stops it from outside.
import type {
  PublicKeyCreationOptionsJSON,
  PublicKeyRequestOptionsJSON,
} from "@kretsbutiken/flow-protocol";
import type { WebauthnCeremonies } from "../platform/platform.ts";
import {
  creationOptionsFromJSON,
  credentialToJSON,
  requestOptionsFromJSON,
} from "./credential-json.ts";

export function browserWebauthn(getNavigator: () => Navigator): WebauthnCeremonies {
  let controller: AbortController | undefined;

  function nextSignal(): AbortSignal {
    controller?.abort();
    controller = new AbortController();
    return controller.signal;
  }

  return {
    async get({ publicKey, mediation }) {
      const options: CredentialRequestOptions = {
        publicKey: requestOptionsFromJSON(publicKey as PublicKeyRequestOptionsJSON),
        signal: nextSignal(),
      };
      if (mediation !== undefined) options.mediation = mediation as CredentialMediationRequirement;
      const credential = await getNavigator().credentials.get(options);
      return credentialToJSON(credential as PublicKeyCredential);
    },
    async create({ publicKey }) {
      const credential = await getNavigator().credentials.create({
        publicKey: creationOptionsFromJSON(publicKey as PublicKeyCreationOptionsJSON),
        signal: nextSignal(),
      });
      return credentialToJSON(credential as PublicKeyCredential);
    },
    abort() {
      controller?.abort();
      controller = undefined;
    },
  };
}
