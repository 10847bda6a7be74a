// @kretsbutiken/auth-sdk: the framework-free browser SDK of our sign-in widget, usable in place
// of @teamhanko/hanko-frontend-sdk (same class, method, event and error names). Importing it
// touches no browser global.

export { Hanko } from "./hanko.ts";
export type { HankoOptions } from "./options.ts";

// Clients
export { Client, type ClientOptions } from "./clients/client.ts";
export { EmailClient } from "./clients/email-client.ts";
export { EnterpriseClient } from "./clients/enterprise-client.ts";
export { SessionClient, type LocalSessionDetail } from "./clients/session-client.ts";
export { ThirdPartyClient } from "./clients/third-party-client.ts";
export { TokenClient } from "./clients/token-client.ts";
export { UserClient } from "./clients/user-client.ts";
export { STATUS_ERRORS, errorForStatus, type StatusErrorTable } from "./clients/status-errors.ts";
export type {
  Claims,
  Email,
  Emails,
  Identity,
  SessionCheckResponse,
  User,
  UserCreated,
  UserInfo,
  UserMetadata,
} from "./clients/dto.ts";

// HTTP
export { HttpClient, DEFAULT_TIMEOUT_MS, type HttpClientOptions } from "./http/http-client.ts";
export { HttpResponse, ResponseHeaders } from "./http/http-response.ts";

// Session and events
export { Relay } from "./session/relay.ts";
export { MAX_TIMER_DELAY_MS } from "./session/expiry-timer.ts";
export { sessionStateKey, type SessionStateData } from "./session/session-state.ts";
export type { SessionTokenLocation, TokenStore } from "./session/token-store.ts";
export {
  Listener,
  type DomListener,
  type EventDetail,
  type EventListenerParams,
  type EventListenerWithTypeParams,
  type WrappedCallback,
} from "./events/listener.ts";
export type { ThrottleOptions } from "./events/throttle.ts";
export { CustomEventWithDetail, type CallbackFunc, type CleanupFunc } from "./events/event-bus.ts";
export {
  flowAfterStateChangeType,
  flowBeforeStateChangeType,
  sessionCreatedType,
  sessionExpiredType,
  userDeletedType,
  userLoggedOutType,
  type FlowDetail,
  type HankoEventType,
  type SessionDetail,
} from "./events/event-types.ts";
export type { HankoDocumentEventMap } from "./events/document-events.ts";

// Flows
export { Action, type ActionValues } from "./flow/action.ts";
export { State } from "./flow/state.ts";
export {
  DEFAULT_CACHE_KEY,
  type ActionInfo,
  type ActionMap,
  type Actions,
  type ActionRunConfig,
  type AnyState,
  type InputValues,
  type StateInitConfig,
  type StatePayload,
} from "./flow/state-types.ts";
export { flowNameForAddress, type StateCreateConfig } from "./flow/create-state.ts";
export { AUTO_STEPS, lastLoginKey } from "./flow/auto-steps.ts";
export type {
  AutoStep,
  AutoSteppedState,
  AutoSteppedState as AutoSteppedStates,
  AutoSteps,
} from "./flow/auto-steps.ts";
export type { AutoStepExclusion } from "./flow/state-types.ts";
export { runFlow, type FlowHandler, type FlowHandlers } from "./flow/run-flow.ts";
export {
  runPasskeyAutofill,
  type PasskeyAutofillActivationHandler,
  type PasskeyAutofillActivationHandlers,
  type PasskeyAutofillStates,
} from "./flow/passkey-autofill.ts";
export { withReturnError } from "./flow/with-return-error.ts";
export type { SerializedState } from "./flow/flow-cache.ts";
export {
  CLIENT_ERROR_STATUS,
  type StateError,
  type StateOrInputError,
  type StateOrInputError as FlowError,
} from "./flow/state-data.ts";
export { enterpriseErrorKey, thirdPartyErrorKey } from "./flow/third-party-errors.ts";
export type { FlowName, StateName } from "@kretsbutiken/flow-protocol";

// The wire types under the official SDK's names: action inputs, state payloads, responses.
export type {
  AllowedValue as AllowedInputValues,
  ContinueWithLoginIdentifierInputs,
  CreationOptionsPayload as OnboardingVerifyPasskeyAttestationPayload,
  DisconnectThirdpartyInputs,
  EmailCreateInputs,
  EmailDeleteInputs,
  EmailSetPrimaryInputs,
  EmailVerifyInputs,
  ExchangeTokenInputs,
  FlowResponseOf as FlowResponse,
  LastLogin,
  LoginInitPayload,
  LoginMethod,
  LoginPasskeyPayload,
  MfaConfig as MFAConfig,
  MfaMethod as MFAMethod,
  OTPCodeInputs,
  OtpSecretPayload as MFAOTPSecretCreationPayload,
  PasscodeConfirmationPayload,
  PasskeyCredentialDeleteInputs,
  PasskeyCredentialRenameInputs,
  PasswordInputs,
  PasswordRecoveryInputs,
  PatchMetadataInputs,
  ProfileInitPayload as ProfilePayload,
  ProfileUsername as Username,
  RegisterClientCapabilitiesInputs,
  RegisterLoginIdentifierInputs,
  RegisterPasswordInputs,
  RememberMeInputs,
  SecurityKeyDeleteInputs,
  SessionDeleteInputs,
  SessionInfo as Session,
  StatePayloads as Payloads,
  SuccessPayload,
  ThirdpartyOauthInputs,
  ThirdpartyPayload as ThirdPartyPayload,
  TypedInput as Input,
  UsernameSetInputs,
  VerifyPasscodeInputs,
  WebauthnCredential,
  WebauthnVerifyAssertionResponseInputs,
  WebauthnVerifyAttestationResponseInputs,
} from "@kretsbutiken/flow-protocol";

// Errors
export {
  ConflictError,
  EmailAddressAlreadyExistsError,
  EnterpriseEmailError,
  ForbiddenError,
  HandlerNotFoundError,
  HankoError,
  HttpError,
  InvalidPasscodeError,
  InvalidPasswordError,
  InvalidResponseError,
  InvalidWebauthnCredentialError,
  MaxNumOfEmailAddressesReachedError,
  MaxNumOfPasscodeAttemptsReachedError,
  NetworkError,
  NotFoundError,
  PasscodeExpiredError,
  RequestTimeoutError,
  TechnicalError,
  ThirdPartyError,
  TooManyRequestsError,
  UnauthorizedError,
  UserVerificationError,
  WebauthnRequestCancelledError,
  type HankoErrorCode,
} from "./errors.ts";

// Platform, WebAuthn, PKCE
export type {
  CapabilityProbe,
  ClientCapabilities,
  Clock,
  EventTargetLike,
  Platform,
  StorageLike,
  Timers,
  WebauthnCeremonies,
} from "./platform/platform.ts";
export {
  documentCookieJar,
  serializeCookie,
  type CookieAttributes,
  type CookieJar,
  type CookieSameSite,
} from "./platform/cookie-jar.ts";
export { browserPlatform } from "./platform/browser-platform.ts";
export { WebauthnSupport } from "./webauthn/webauthn-support.ts";
export { webauthnError } from "./webauthn/webauthn-errors.ts";
// For pages that run a WebAuthn ceremony of their own (a shop confirming a risky action).
export { credentialToJSON, requestOptionsFromJSON } from "./webauthn/credential-json.ts";
export {
  clearStoredCodeVerifier,
  generateCodeVerifier,
  getStoredCodeVerifier,
  setStoredCodeVerifier,
} from "./pkce.ts";
