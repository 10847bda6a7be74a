// The engine with the login, registration, profile and token_exchange tables and their request-scoped dependencies:
// the server's services, the flow policy, who is asking, and the stores over the request's
// transaction, so that everything a request writes commits with the flow row.
import type { FlowName } from "@kretsbutiken/flow-protocol";
import { auditRecorder } from "../../audit/audit-recorder.ts";
import { createPasscodeService } from "../../passcodes/passcode-service.ts";
import { createEmailStore } from "../../users/email-store.ts";
import { createCredentialStore } from "../../webauthn/credential-store.ts";
import { createOtpSecretStore } from "../../mfa/otp-secret-store.ts";
import { createTrustedDeviceStore } from "../../mfa/trusted-devices.ts";
import { createIdentityStore } from "../../identities/identity-store.ts";
import { createOneTimeTokenStore } from "../../identities/one-time-tokens.ts";
import { createPendingConnectionStore } from "../../identities/pending-connections.ts";
import type { AuthDeps } from "../../services.ts";
import { createFlowEngine, type FlowEngine } from "../engine/flow-engine.ts";
import type { FlowDeps, FlowRequest } from "./flow-deps.ts";
import { flowPolicy, inputConfigOf, type FlowPolicyOverrides } from "./flow-policy.ts";
import { loginFlow } from "./login.ts";
import { profileFlow } from "./profile.ts";
import { registrationFlow } from "./registration.ts";
import { tokenExchangeFlow } from "./token-exchange.ts";
import { createUserDetailsWriter } from "./user-details-writer.ts";

export type FlowErrorLogger = (
  error: unknown,
  where: { flow: FlowName; flowId?: string; action?: string },
) => void;

export interface AuthFlowOptions {
  /** Settings the environment cannot express yet (tests of other configurations). */
  policy?: FlowPolicyOverrides;
  /** Where unexpected failures go before they are answered with a 500; default stderr. */
  logError?: FlowErrorLogger;
  /** Where security warnings go; default stderr. */
  logWarning?: FlowDeps["logWarning"];
}

const logToStderr: FlowErrorLogger = (error, where) => {
  console.error(
    JSON.stringify({ level: "error", msg: "flow request failed", ...where, err: String(error) }),
  );
};

const warnToStderr: FlowDeps["logWarning"] = (message, details) => {
  console.error(JSON.stringify({ level: "warn", msg: message, ...details }));
};

export function createAuthFlowEngine(
  deps: AuthDeps,
  options: AuthFlowOptions = {},
): FlowEngine<FlowRequest> {
  const policy = flowPolicy(deps.config, options.policy);
  return createFlowEngine([loginFlow, registrationFlow, profileFlow, tokenExchangeFlow], {
    db: deps.db,
    clock: deps.clock,
    flowLock: deps.flowLock,
    inputConfig: inputConfigOf(policy),
    debug: policy.debug,
    logError: options.logError ?? logToStderr,
    requestDeps: ({ client, session, deviceCookie }, scope): FlowDeps => ({
      config: deps.config,
      policy,
      clock: deps.clock,
      client,
      session,
      users: deps.users.within(scope.db),
      userDetails: createUserDetailsWriter(scope.db, deps.clock),
      emails: createEmailStore(scope.db, deps.clock),
      credentials: createCredentialStore(scope.db),
      passwords: deps.passwords,
      sessions: deps.sessions.within(scope.db),
      mailer: deps.mailer,
      rateLimiter: deps.rateLimiter,
      passcodes: createPasscodeService({
        db: scope.db,
        clock: deps.clock,
        mailer: deps.mailer,
        ttlSeconds: policy.email.passcodeTtlSeconds,
      }),
      otpSecrets: createOtpSecretStore(scope.db, deps.secretBox),
      trustedDevices: createTrustedDeviceStore(scope.db),
      identities: createIdentityStore(scope.db, deps.clock),
      tokens: createOneTimeTokenStore(scope.db, deps.clock),
      connections: createPendingConnectionStore(scope.db, deps.clock),
      secretBox: deps.secretBox,
      deviceCookie,
      audit: auditRecorder(deps.audit.within(scope.db), client),
      logWarning: options.logWarning ?? warnToStderr,
    }),
  });
}
