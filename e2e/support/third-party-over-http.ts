// A sign-in with the provider over HTTP alone, for the arrange step of a browser test that needs
// an identity already linked, or a hanko_token already used: the login flow's thirdparty_oauth,
// the provider's answer (./browser-oidc-provider.ts), our callback with the state cookie, and
// exchange_token, as a browser would carry them, in a few milliseconds instead of a page's
// seconds. What happens in the browser is the test's own part.
import { FlowClient } from "../../apps/auth/src/flow/testing/flow-client.ts";
import type { BrowserOidcProvider } from "./browser-oidc-provider.ts";

export interface SignedInOverHttp {
  /** The user the identity belongs to. */
  userId: string;
  /** The page address the callback sent the browser to, with its (now used) hanko_token. */
  returnedTo: string;
}

export async function signInOverHttp(options: {
  authUrl: string;
  pageUrl: string;
  oidc: BrowserOidcProvider;
  provider: string;
  login: string;
}): Promise<SignedInOverHttp> {
  const { authUrl, pageUrl, oidc } = options;
  const flow = new FlowClient((path, init) => fetch(`${authUrl}${path}`, init), "login", {
    origin: pageUrl,
  });
  await flow.start();
  await flow.act("register_client_capabilities", {
    webauthn_available: false,
    webauthn_conditional_mediation_available: false,
    webauthn_platform_authenticator_available: false,
  });
  const started = await flow.act("thirdparty_oauth", {
    provider: options.provider,
    redirect_to: pageUrl,
  });
  const authorizationUrl = started.payload?.redirect_url;
  const cookie = flow
    .last!.response.headers.getSetCookie()
    .map((header) => header.split(";")[0]!)
    .find((pair) => pair.startsWith("hanko_thirdparty_state="));
  if (started.name !== "thirdparty" || typeof authorizationUrl !== "string" || !cookie) {
    throw new Error(`thirdparty_oauth did not start a sign-in: ${JSON.stringify(started)}`);
  }

  const callback = await oidc.answer(authorizationUrl, options.login);
  const back = await fetch(callback, { headers: { cookie }, redirect: "manual" });
  const returnedTo = back.headers.get("location") ?? "";
  const token = URL.parse(returnedTo)?.searchParams.get("hanko_token");
  if (!token) throw new Error(`the callback answered ${back.status} to ${returnedTo}`);

  const done = await flow.act("exchange_token", { token });
  const subject = (done.payload?.claims as { subject?: unknown } | undefined)?.subject;
  if (done.name !== "success" || typeof subject !== "string") {
    throw new Error(`exchange_token did not sign in: ${JSON.stringify(done)}`);
  }
  return { userId: subject, returnedTo };
}
