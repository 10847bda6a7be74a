// Code an integrator writes against @teamhanko/hanko-frontend-sdk 2.7.0, importing from our
// package instead: every name its index exports, and every member of its `Hanko` (the private
// ones too, which its JavaScript users reach: `cookie`, `addEventListener`, …). It is compiled
// in strict mode by ./official-api.test.ts and, later, in a project that installs our packed
// tarball, so it imports from "@kretsbutiken/auth-sdk" only. Nothing runs on import.
import {
  Action,
  Client,
  ConflictError,
  CustomEventWithDetail,
  EmailAddressAlreadyExistsError,
  ForbiddenError,
  Hanko,
  HankoError,
  HttpClient,
  InvalidPasscodeError,
  InvalidPasswordError,
  InvalidWebauthnCredentialError,
  MaxNumOfEmailAddressesReachedError,
  MaxNumOfPasscodeAttemptsReachedError,
  NotFoundError,
  PasscodeExpiredError,
  Relay,
  RequestTimeoutError,
  SessionClient,
  State,
  TechnicalError,
  ThirdPartyError,
  TooManyRequestsError,
  UnauthorizedError,
  UserClient,
  UserVerificationError,
  WebauthnRequestCancelledError,
  WebauthnSupport,
  clearStoredCodeVerifier,
  generateCodeVerifier,
  getStoredCodeVerifier,
  sessionCreatedType,
  sessionExpiredType,
  setStoredCodeVerifier,
  userDeletedType,
  userLoggedOutType,
} from "@kretsbutiken/auth-sdk";
import type {
  ActionInfo,
  ActionMap,
  ActionRunConfig,
  Actions,
  AllowedInputValues,
  AnyState,
  AutoStep,
  AutoStepExclusion,
  AutoSteppedStates,
  AutoSteps,
  Claims,
  ContinueWithLoginIdentifierInputs,
  CookieSameSite,
  DisconnectThirdpartyInputs,
  Email,
  EmailCreateInputs,
  EmailDeleteInputs,
  EmailSetPrimaryInputs,
  EmailVerifyInputs,
  Emails,
  ExchangeTokenInputs,
  FlowDetail,
  FlowError,
  FlowName,
  FlowResponse,
  Identity,
  Input,
  LastLogin,
  LoginInitPayload,
  LoginMethod,
  LoginPasskeyPayload,
  MFAConfig,
  MFAMethod,
  MFAOTPSecretCreationPayload,
  OTPCodeInputs,
  OnboardingVerifyPasskeyAttestationPayload,
  PasscodeConfirmationPayload,
  PasskeyAutofillActivationHandler,
  PasskeyAutofillActivationHandlers,
  PasskeyAutofillStates,
  PasskeyCredentialDeleteInputs,
  PasskeyCredentialRenameInputs,
  PasswordInputs,
  PasswordRecoveryInputs,
  PatchMetadataInputs,
  Payloads,
  ProfilePayload,
  RegisterClientCapabilitiesInputs,
  RegisterLoginIdentifierInputs,
  RegisterPasswordInputs,
  RememberMeInputs,
  SecurityKeyDeleteInputs,
  Session,
  SessionCheckResponse,
  SessionDeleteInputs,
  SessionDetail,
  StateCreateConfig,
  StateInitConfig,
  StateName,
  SuccessPayload,
  ThirdPartyPayload,
  ThirdpartyOauthInputs,
  User,
  UserMetadata,
  Username,
  UsernameSetInputs,
  VerifyPasscodeInputs,
  WebauthnCredential,
  WebauthnVerifyAssertionResponseInputs,
  WebauthnVerifyAttestationResponseInputs,
} from "@kretsbutiken/auth-sdk";

// --- Setting up ---------------------------------------------------------------------------

const sameSite: CookieSameSite = "Lax";

export function createHanko(api: string): Hanko {
  const hanko = new Hanko(api, {
    timeout: 10_000,
    cookieName: "hanko",
    cookieSameSite: sameSite,
    localStorageKey: "hanko",
    lang: "sv",
    sessionCheckInterval: 30_000,
    sessionCheckChannelName: "hanko-session-check",
    sessionTokenLocation: "cookie",
  });
  hanko.setLang("en");
  return hanko;
}

/** The parts of a Hanko instance: its HTTP client, event relay and REST clients. */
export function isWired(hanko: Hanko): boolean {
  const { client, relay, user, session } = hanko;
  const clients: Client[] = [user, session];
  return (
    client instanceof HttpClient &&
    relay instanceof Relay &&
    user instanceof UserClient &&
    session instanceof SessionClient &&
    clients.every((part) => part instanceof Client && part.client === client)
  );
}

// --- Session and user --------------------------------------------------------------------

export async function currentUser(hanko: Hanko): Promise<User | undefined> {
  const check: SessionCheckResponse = await hanko.validateSession();
  if (!check.is_valid) return undefined;
  return hanko.getCurrentUser();
}

/** The deprecated way, kept working. */
export function legacyUser(hanko: Hanko): Promise<User> {
  return hanko.getUser();
}

export async function userDetails(hanko: Hanko): Promise<string[]> {
  const user: User = await hanko.user.getCurrentUser();
  const emails: Emails = user.emails ?? [];
  const primary: Email | undefined = emails.find((email) => email.is_primary);
  const identities: Identity[] = user.identities ?? [];
  const username: Username | undefined = user.username;
  const passkeys: WebauthnCredential[] = user.passkeys ?? [];
  const mfa: MFAConfig | undefined = user.mfa_config;
  const metadata: UserMetadata | undefined = user.metadata;
  return [
    primary?.address ?? "",
    ...identities.map((identity) => identity.provider),
    username?.username ?? "",
    ...passkeys.map((passkey) => passkey.name ?? passkey.id),
    mfa?.totp_enabled === true ? "totp" : "",
    JSON.stringify(metadata?.public_metadata ?? {}),
  ];
}

type Preferences = { theme: "light" | "dark" };

export function theme(metadata: UserMetadata<Preferences>): Preferences["theme"] {
  return metadata.public_metadata?.theme ?? "light";
}

export function sessionToken(hanko: Hanko): string | undefined {
  return hanko.getSessionToken();
}

export async function signOut(hanko: Hanko): Promise<void> {
  await hanko.logout();
}

export async function serverSession(hanko: Hanko): Promise<boolean> {
  const response = await hanko.session.validate();
  return response.is_valid;
}

/** The session cookie the SDK keeps (`hanko.cookie`): read, write, remove. */
export function cookieRoundTrip(hanko: Hanko, token: string): string | undefined {
  hanko.cookie.set(token, { secure: true, expires: new Date(Date.now() + 60_000) });
  const stored = hanko.cookie.get();
  hanko.cookie.remove();
  return stored;
}

export async function rawRequest(hanko: Hanko): Promise<unknown> {
  const response = await hanko.client.get("/me");
  return response.ok ? response.json() : undefined;
}

// --- Events ------------------------------------------------------------------------------

export function claimsSubject(claims: Claims): string {
  return claims.subject;
}

export function listen(hanko: Hanko, log: (line: string) => void): () => void {
  const cleanups = [
    hanko.onSessionCreated((detail: SessionDetail) => {
      log(`${claimsSubject(detail.claims)} for ${detail.expirationSeconds}s`);
    }),
    hanko.onSessionExpired(() => log("expired"), true),
    hanko.onUserLoggedOut(() => log("logged out")),
    hanko.onUserDeleted(() => log("deleted")),
    hanko.onBeforeStateChange(({ state }: FlowDetail) => log(`leaving ${state.name}`)),
    hanko.onAfterStateChange(({ state }: FlowDetail) => log(`now in ${state.name}`)),
    hanko.addEventListener(
      sessionCreatedType,
      { callback: (detail) => log(detail.claims.session_id), once: true },
      true,
    ),
    hanko.addEventListenerWithType({
      type: userLoggedOutType,
      callback: () => log("logged out (typed)"),
      throttle: false,
    }),
  ];
  return () => cleanups.forEach((cleanup) => cleanup());
}

/** The Listener's plumbing, as the official `Listener` has it. */
export function listenerPlumbing(hanko: Hanko, onExpired: () => void): () => void {
  hanko.throttleLimit = 2_000;
  const wrapped = hanko.wrapCallback<null>(onExpired, true);
  const throttled = hanko._throttle((event: Event) => wrapped(event as CustomEvent<null>), 500, {
    leading: true,
    trailing: false,
  });
  hanko._addEventListener(sessionExpiredType, throttled);
  return () => hanko._removeEventListener(sessionExpiredType, throttled);
}

export function announce(target: EventTarget, claims: Claims): void {
  const detail: SessionDetail = { claims, expirationSeconds: 3_600 };
  target.dispatchEvent(new CustomEventWithDetail(sessionCreatedType, detail));
  target.dispatchEvent(new CustomEventWithDetail(userDeletedType, null));
}

// --- Flows -------------------------------------------------------------------------------

const FLOWS: FlowName[] = ["login", "registration", "profile", "token_exchange"];
const SKIPPED: AutoStepExclusion = ["preflight"] satisfies AutoSteppedStates[];

export function startFlow(hanko: Hanko, flowName: FlowName = FLOWS[0] ?? "login") {
  const config: StateCreateConfig = {
    dispatchAfterStateChangeEvent: true,
    excludeAutoSteps: SKIPPED,
    cacheKey: "hanko-flow-state",
    loadFromCache: true,
  };
  return hanko.createState(flowName, config);
}

export async function login(hanko: Hanko, email: string, code: string): Promise<AnyState> {
  let state: AnyState = await hanko.createState("login");
  if (state.name === "login_init") {
    const init: State<"login_init"> = state;
    const payload: LoginInitPayload | undefined = init.payload;
    if (payload?.request_options !== undefined) await init.passkeyAutofillActivation();
    const config: ActionRunConfig = { dispatchAfterStateChangeEvent: false };
    state = (await init.actions.continue_with_login_identifier?.run({ email }, config)) ?? init;
  }
  if (state.name === "passcode_confirmation") {
    const payload: PasscodeConfirmationPayload | undefined = state.payload;
    if (payload?.resend_after !== undefined) state = await state.actions.resend_passcode.run();
    else state = await submitPasscode(state.actions.verify_passcode, code);
  }
  return state;
}

export function enabledActions(state: AnyState): string[] {
  const actions: unknown[] = Object.values(state.actions);
  return actions
    .filter((action): action is Action<unknown> => action instanceof Action && action.enabled)
    .map((action) => action.name);
}

/** An action typed by its inputs, as the official `Action<TInputs>`. */
export function submitPasscode(action: Action<VerifyPasscodeInputs>, code: string) {
  return action.enabled ? action.run({ code }) : Promise.reject(new Error(action.name));
}

export function describeState(state: AnyState): string {
  const error: FlowError | undefined = state.error;
  const previous: ActionInfo | undefined = state.previousAction;
  const invoked: ActionInfo | undefined = state.invokedAction;
  const names: StateName[] = [state.name];
  if (previous !== undefined) names.push(previous.relatedStateName);
  if (invoked !== undefined) names.push(invoked.relatedStateName);
  return `${state.flowName}: ${names.join(" ← ")} ${error?.code ?? ""} ${state.status}`;
}

export function handleState(state: AnyState): string {
  switch (state.name) {
    case "login_passkey": {
      const payload: LoginPasskeyPayload | undefined = state.payload;
      return JSON.stringify(payload?.request_options ?? {});
    }
    case "mfa_otp_secret_creation": {
      const payload: MFAOTPSecretCreationPayload | undefined = state.payload;
      return payload?.otp_image_source ?? "";
    }
    case "onboarding_verify_passkey_attestation":
    case "webauthn_credential_verification": {
      const payload: OnboardingVerifyPasskeyAttestationPayload | undefined = state.payload;
      return JSON.stringify(payload?.creation_options ?? {});
    }
    case "profile_init": {
      const payload: ProfilePayload | undefined = state.payload;
      const sessions: Session[] = payload?.sessions ?? [];
      return sessions.map((session) => session.id).join(",");
    }
    case "success": {
      const payload: SuccessPayload | undefined = state.payload;
      const lastLogin: LastLogin | undefined = payload?.last_login;
      const method: LoginMethod | undefined = lastLogin?.login_method;
      const mfa: MFAMethod | undefined = lastLogin?.mfa_method;
      return `${payload?.user.user_id ?? ""} ${method ?? ""} ${mfa ?? ""}`;
    }
    case "thirdparty": {
      const payload: ThirdPartyPayload | undefined = state.payload;
      return payload?.redirect_url ?? "";
    }
    default:
      return state.name;
  }
}

/** Payloads and actions indexed by state name. */
export function payloadOf<S extends StateName>(state: State<S>): Payloads[S] | undefined {
  return state.payload;
}

export function loginInitActions(actions: Actions["login_init"]): string[] {
  return Object.keys(actions);
}

export function actionMap(state: State<"profile_init">): ActionMap<"profile_init"> {
  return state.actions;
}

export function responseSummary(response: FlowResponse<"login_init">): string {
  const autofill = response.payload?.request_options === undefined ? "" : "autofill";
  return `${response.name} ${response.status} ${response.error?.code ?? ""} ${autofill}`;
}

export async function restore(hanko: Hanko, state: AnyState): Promise<AnyState> {
  state.saveToLocalStorage();
  const restored = await State.deserialize(hanko, state.serialize(), { loadFromCache: false });
  state.removeFromLocalStorage();
  restored.dispatchAfterStateChangeEvent();
  return State.create(hanko, restored.flowName);
}

export function stateConfig(previous: ActionInfo): StateInitConfig {
  return { dispatchAfterStateChangeEvent: false, previousAction: previous, cacheKey: "flow" };
}

export async function autoStep(state: AnyState): Promise<AnyState> {
  return state.autoStep ? state.autoStep() : state;
}

/** Custom automatic steps and passkey-autofill handlers, typed as the official tables. */
export const logSuccess: AutoStep<"success"> = (state) => Promise.resolve(state);

export function autoSteps(steps: AutoSteps): AutoStep<"success"> {
  return steps.success;
}

export const autofill: PasskeyAutofillActivationHandler<"login_init"> = (state) =>
  state.passkeyAutofillActivation();

export const autofillHandlers: PasskeyAutofillActivationHandlers = { login_init: autofill };

const AUTOFILL_STATES: PasskeyAutofillStates[] = ["login_init"];

export function offersAutofill(state: AnyState): boolean {
  return (AUTOFILL_STATES as StateName[]).includes(state.name);
}

// --- Action inputs -----------------------------------------------------------------------

export function inputValue<T>(input: Input<T> | undefined): T | undefined {
  return input?.value ?? undefined;
}

export function providers(input: Input<string>): AllowedInputValues[] {
  return input.allowed_values ?? [];
}

/** The inputs each action declares, by the official type names. */
export type OfficialInputs = {
  capabilities: RegisterClientCapabilitiesInputs;
  identifier: ContinueWithLoginIdentifierInputs;
  registration: RegisterLoginIdentifierInputs;
  assertion: WebauthnVerifyAssertionResponseInputs;
  attestation: WebauthnVerifyAttestationResponseInputs;
  oauth: ThirdpartyOauthInputs;
  disconnect: DisconnectThirdpartyInputs;
  exchange: ExchangeTokenInputs;
  rememberMe: RememberMeInputs;
  password: PasswordInputs;
  recovery: PasswordRecoveryInputs;
  newPassword: RegisterPasswordInputs;
  passcode: VerifyPasscodeInputs;
  otp: OTPCodeInputs;
  username: UsernameSetInputs;
  emailCreate: EmailCreateInputs;
  emailDelete: EmailDeleteInputs;
  emailPrimary: EmailSetPrimaryInputs;
  emailVerify: EmailVerifyInputs;
  metadata: PatchMetadataInputs;
  securityKeyDelete: SecurityKeyDeleteInputs;
  passkeyRename: PasskeyCredentialRenameInputs;
  passkeyDelete: PasskeyCredentialDeleteInputs;
  sessionDelete: SessionDeleteInputs;
};

export function requiredInputs(inputs: OfficialInputs): string[] {
  return [
    inputs.capabilities.webauthn_available.name,
    inputs.identifier.email?.name ?? inputs.identifier.identifier?.name ?? "",
    inputs.registration.username?.name ?? "",
    inputs.assertion.assertion_response.name,
    inputs.attestation.public_key.name,
    inputs.oauth.provider.name,
    inputs.disconnect.identity_id?.name ?? "",
    inputs.exchange.token.name,
    inputs.rememberMe.remember_me.type,
    inputs.password.password.name,
    inputs.recovery.new_password.name,
    inputs.newPassword.new_password.name,
    inputs.passcode.code.name,
    inputs.otp.otp_code.name,
    inputs.username.username.name,
    inputs.emailCreate.email.name,
    inputs.emailDelete.email_id.name,
    inputs.emailPrimary.email_id.name,
    inputs.emailVerify.email_id.name,
    inputs.metadata.patch_metadata.name,
    inputs.securityKeyDelete.security_key_id.name,
    inputs.passkeyRename.passkey_name.name,
    inputs.passkeyDelete.passkey_id.name,
    inputs.sessionDelete.session_id.name,
  ];
}

export async function profileActions(
  state: State<"profile_init">,
): Promise<(AnyState | undefined)[]> {
  const { actions } = state;
  return Promise.all([
    actions.email_create?.run({ email: "a@example.com" }),
    actions.email_delete?.run({ email_id: "e1" }),
    actions.email_set_primary?.run({ email_id: "e1" }),
    actions.email_verify?.run({ email_id: "e1" }),
    actions.password_update?.run({ password: "correct horse" }),
    actions.patch_metadata?.run({ patch_metadata: { unsafe_metadata: { theme: "dark" } } }),
    actions.security_key_delete?.run({ security_key_id: "k1" }),
    actions.username_update?.run({ username: "anna" }),
    actions.webauthn_credential_rename?.run({ passkey_id: "p1", passkey_name: "Laptop" }),
    actions.webauthn_credential_delete?.run({ passkey_id: "p1" }),
    actions.session_delete?.run({ session_id: "s1" }),
    actions.connect_thirdparty_oauth_provider?.run({ provider: "google", redirect_to: "/" }),
    actions.disconnect_thirdparty_oauth_provider?.run({ identity_id: "i1" }),
  ]);
}

// --- Errors ------------------------------------------------------------------------------

const ERROR_CLASSES = [
  ConflictError,
  EmailAddressAlreadyExistsError,
  ForbiddenError,
  InvalidPasscodeError,
  InvalidPasswordError,
  InvalidWebauthnCredentialError,
  MaxNumOfEmailAddressesReachedError,
  MaxNumOfPasscodeAttemptsReachedError,
  NotFoundError,
  PasscodeExpiredError,
  RequestTimeoutError,
  TechnicalError,
  UnauthorizedError,
  UserVerificationError,
  WebauthnRequestCancelledError,
];

export function errorMessageKey(error: unknown): string {
  if (error instanceof TooManyRequestsError) return `${error.code}:${error.retryAfter ?? 0}`;
  if (error instanceof ThirdPartyError) return error.code;
  if (ERROR_CLASSES.some((ErrorClass) => error instanceof ErrorClass)) {
    return (error as HankoError).code;
  }
  return error instanceof HankoError ? error.code : "somethingWentWrong";
}

export function thirdPartyError(): HankoError {
  return new ThirdPartyError("thirdPartyAccessDenied", new Error("denied"));
}

// --- Browser support and PKCE ------------------------------------------------------------

export async function capabilities(): Promise<boolean[]> {
  return [
    WebauthnSupport.supported(),
    await WebauthnSupport.isPlatformAuthenticatorAvailable(),
    await WebauthnSupport.isSecurityKeySupported(),
    await WebauthnSupport.isConditionalMediationAvailable(),
  ];
}

export function pkce(): string | null {
  const verifier = generateCodeVerifier();
  setStoredCodeVerifier(verifier);
  const stored = getStoredCodeVerifier();
  clearStoredCodeVerifier();
  return stored;
}
