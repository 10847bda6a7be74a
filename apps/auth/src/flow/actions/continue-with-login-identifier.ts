// login_init `continue_with_login_identifier` (flow-api.md §2.2 "identifier resolution"): one
// identifier input by configuration; an address whose domain signs in by SAML goes there; an
// email is looked up without telling whether it exists (unless existence hints are on), a
// username must exist; then on to the login methods.
import type { InputSpec } from "@kretsbutiken/flow-protocol";
import type { ActionOutcome } from "../engine/flow-definition.ts";
import { EMAIL_PATTERN } from "../engine/input-values.ts";
import type { AuthAction, AuthActionContext, AuthFlowView } from "../flows/flow-deps.ts";
import { recordLoginFailure } from "../rules/record-login-failure.ts";
import { routeToSamlProvider, samlRoutingEnabled } from "../rules/saml-domain-routing.ts";
import { startPasscodeLogin } from "../rules/start-passcode-login.ts";
import { loadUserFacts, stashUserFacts, type UserFacts } from "../rules/user-facts.ts";

type IdentifierInput = "identifier" | "email" | "username" | undefined;

function identifierInput(view: AuthFlowView): IdentifierInput {
  const { email, username } = view.deps.policy;
  const byEmail = email.useAsLoginIdentifier;
  const byUsername = username.enabled && username.useAsLoginIdentifier;
  if (byEmail && byUsername) return "identifier";
  if (byEmail) return "email";
  return byUsername ? "username" : undefined;
}

type Resolved = { outcome: ActionOutcome } | { asEmail: boolean; facts: UserFacts | undefined };

async function resolve(
  ctx: AuthActionContext,
  input: NonNullable<IdentifierInput>,
  value: string,
): Promise<Resolved> {
  const { deps } = ctx;
  const asEmail = input === "email" || (input === "identifier" && EMAIL_PATTERN.test(value));
  if (asEmail) {
    const saml = routeToSamlProvider(ctx, value);
    if (saml !== undefined) return { outcome: saml };
    const found = await deps.users.findByEmail(value);
    if (found === undefined && deps.policy.privacy.showAccountExistenceHints) {
      // Logged, as Hanko does, only where the answer tells anyway.
      await recordLoginFailure(ctx, "unknown_account", { email: value });
      ctx.setInputError(input, "unknown_email_error");
      return { outcome: ctx.error("form_data_invalid_error") };
    }
    ctx.stash.set("email", value);
    if (found === undefined) return { asEmail, facts: undefined };
    ctx.stash.set("user_id", found.user.id);
    return { asEmail, facts: await loadUserFacts(deps, found.user.id, found.user.username) };
  }
  const user = await deps.users.findByUsername(value);
  if (user === undefined) {
    // Regardless of the privacy setting (§2.2 step 4).
    await recordLoginFailure(ctx, "unknown_account", { details: { username: value } });
    ctx.setInputError(input, "unknown_username_error");
    return { outcome: ctx.error("form_data_invalid_error") };
  }
  ctx.stash.set("username", value);
  ctx.stash.set("user_id", user.id);
  const facts = await loadUserFacts(deps, user.id, user.username);
  if (facts.primaryEmail !== undefined) ctx.stash.set("email", facts.primaryEmail.address);
  return { asEmail, facts };
}

/** §2.2 step 6: only the methods this user can really use. */
function actualMethods(ctx: AuthActionContext, facts: UserFacts | undefined): ActionOutcome {
  const { policy } = ctx.deps;
  const passcode = policy.email.useForAuthentication && facts?.primaryEmail !== undefined;
  const password = policy.password.enabled && facts?.hasPassword === true;
  if (passcode && password) return ctx.continue("login_method_chooser");
  if (passcode) return startPasscodeLogin(ctx);
  if (password) return ctx.continue("login_password");
  return ctx.error("flow_discontinuity_error", "no login method available for this user");
}

export const continueWithLoginIdentifier: AuthAction = {
  name: "continue_with_login_identifier",
  selectInputs(specs: readonly InputSpec[], view) {
    return specs.filter((spec) => spec.name === identifierInput(view));
  },
  available(view) {
    const { password, email } = view.deps.policy;
    const input = identifierInput(view);
    const byEmail = input === "email" || input === "identifier";
    return (
      input !== undefined &&
      (password.enabled || email.useForAuthentication || (byEmail && samlRoutingEnabled(view)))
    );
  },
  async execute(ctx) {
    const input = identifierInput(ctx);
    if (input === undefined) return ctx.error("operation_not_permitted_error");
    const value = ctx.input.string(input);
    ctx.stash.set("user_identification", value);
    const resolved = await resolve(ctx, input, value);
    if ("outcome" in resolved) return resolved.outcome;
    const { asEmail, facts } = resolved;
    if (facts !== undefined) stashUserFacts(ctx.stash, facts);
    const { policy } = ctx.deps;
    if (
      !asEmail &&
      facts !== undefined &&
      !policy.password.enabled &&
      facts.primaryEmail === undefined
    ) {
      return ctx.error(
        "flow_discontinuity_error",
        "user has no email address and passwords are disabled",
      );
    }
    if (policy.privacy.onlyShowActualLoginMethods) return actualMethods(ctx, facts);
    if (policy.email.useForAuthentication && policy.password.enabled) {
      const hasEmail = asEmail || facts?.primaryEmail !== undefined;
      return ctx.continue(hasEmail ? "login_method_chooser" : "login_password");
    }
    if (policy.email.useForAuthentication) return startPasscodeLogin(ctx);
    if (policy.password.enabled) return ctx.continue("login_password");
    return ctx.error("flow_discontinuity_error", "no authentication method enabled");
  },
};
