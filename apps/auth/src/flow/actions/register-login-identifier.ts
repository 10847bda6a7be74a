// registration_init `register_login_identifier` (flow-api.md §2.6): checks the identifiers,
// never creates the user (that happens at `success`), and schedules verification, credential
// states (§2.3.3) and `success`. An address whose domain signs in by SAML goes there instead. An address that already exists gets, with verification on and
// no existence hints, the code-less "registration attempted" mail and can go no further.
import { EITHER_IDENTIFIER_CAUSE, type InputSpec } from "@kretsbutiken/flow-protocol";
import { randomUUID } from "node:crypto";
import type { AuthAction, AuthActionContext, AuthFlowView } from "../flows/flow-deps.ts";
import { mayTellAccountExists } from "../../users/account-existence.ts";
import { credentialOnboardingStates } from "../rules/credential-onboarding-states.ts";
import { scheduleMfaCreation } from "../mfa/mfa-rules.ts";
import { routeToSamlProvider } from "../rules/saml-domain-routing.ts";
import { webauthnAvailable } from "../rules/webauthn-available.ts";

const USERNAME = /^\w+$/;

function offersEmail(view: AuthFlowView): boolean {
  return view.deps.policy.email.acquireOnRegistration;
}

function offersUsername(view: AuthFlowView): boolean {
  const { username } = view.deps.policy;
  return username.enabled && username.acquireOnRegistration;
}

function registrationStates(ctx: AuthActionContext, email: string) {
  const { policy } = ctx.deps;
  const verify = email !== "" && policy.email.requireVerification;
  return [
    ...(verify ? (["passcode_confirmation"] as const) : []),
    ...credentialOnboardingStates({
      passkeyUsable: webauthnAvailable(ctx) && policy.passkey.enabled,
      passwordEnabled: policy.password.enabled,
      passkeyMode: policy.passkey.acquireOnRegistration,
      passwordMode: policy.password.acquireOnRegistration,
      passwordOptional: policy.password.optional,
      passkeyOptional: policy.passkey.optional,
      hasPasskey: false,
      hasPassword: false,
    }),
  ];
}

export const registerLoginIdentifier: AuthAction = {
  name: "register_login_identifier",
  selectInputs(specs: readonly InputSpec[], view) {
    return specs.filter((spec) =>
      spec.name === "email" ? offersEmail(view) : offersUsername(view),
    );
  },
  available: (view) =>
    view.deps.policy.signupAllowed && (offersEmail(view) || offersUsername(view)),
  async execute(ctx) {
    const { policy, users } = ctx.deps;
    const email = offersEmail(ctx) ? ctx.input.string("email") : "";
    const username = offersUsername(ctx) ? ctx.input.string("username") : "";
    if (email === "" && username === "" && policy.email.optional && policy.username.optional) {
      ctx.setInputError("email", "value_invalid_error", EITHER_IDENTIFIER_CAUSE);
      ctx.setInputError("username", "value_invalid_error", EITHER_IDENTIFIER_CAUSE);
      return ctx.error("form_data_invalid_error", EITHER_IDENTIFIER_CAUSE);
    }
    if (username !== "") {
      if (!USERNAME.test(username)) {
        ctx.setInputError("username", "invalid_username_error");
        return ctx.error("form_data_invalid_error");
      }
      if ((await users.findByUsername(username)) !== undefined) {
        ctx.setInputError("username", "username_already_exists");
        return ctx.error("form_data_invalid_error");
      }
      ctx.stash.set("username", username);
    }
    if (email !== "") {
      const saml = routeToSamlProvider(ctx, email);
      if (saml !== undefined) return saml;
      const taken = (await users.findByEmail(email)) !== undefined;
      if (
        taken &&
        mayTellAccountExists({
          requireVerification: policy.email.requireVerification,
          showAccountExistenceHints: policy.privacy.showAccountExistenceHints,
        })
      ) {
        ctx.setInputError("email", "email_already_exists");
        return ctx.error("form_data_invalid_error");
      }
      ctx.stash.set("email", email);
      if (taken) {
        ctx.stash.set("passcode_template", "email_registration_attempted");
        return ctx.continue("passcode_confirmation");
      }
      if (policy.email.requireVerification)
        ctx.stash.set("passcode_template", "email_verification");
    }
    ctx.stash.set("user_id", randomUUID());
    const states = registrationStates(ctx, email);
    if (states.length === 0) scheduleMfaCreation(ctx);
    return ctx.continue(...states, "success");
  },
};
