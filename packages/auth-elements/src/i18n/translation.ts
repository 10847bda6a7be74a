// The shape of one language's texts. Groups and key names follow the official widget's
// `Translation` type where the meaning is the same, so a page that passes its own texts through
// `register(api, { translations })` keeps working; keys the official widget lacks are ours.
import type { ClientErrorCode, FlowErrorCode, InputErrorCode } from "@kretsbutiken/flow-protocol";

/** Codes of the SDK's thrown errors (their `code`), shown through `errors.<code>`. */
export const CLIENT_MESSAGE_KEYS = [
  "somethingWentWrong",
  "requestTimeout",
  "invalidPassword",
  "invalidPasscode",
  "passcodeAttemptsReached",
  "tooManyRequests",
  "unauthorized",
  "invalidWebauthnCredential",
  "passcodeExpired",
  "userVerification",
  "emailAddressAlreadyExistsError",
  "maxNumOfEmailAddressesReached",
  "thirdPartyAccessDenied",
  "thirdPartyMultipleAccounts",
  "thirdPartyUnverifiedEmail",
  "signupDisabled",
  "handlerNotFoundError",
  // Beyond the spec's list: a passkey ceremony the user closed or that ran out.
  "requestCancelled",
] as const;
export type ClientMessageKey = (typeof CLIENT_MESSAGE_KEYS)[number];

/** Every code a flow response or the widget itself can put on screen (spec §8). */
export type FlowMessageCode = FlowErrorCode | InputErrorCode | ClientErrorCode;

export type Translation = {
  headlines: {
    profile: string;
    passkeys: string;
    securityKeys: string;
    authApp: string;
    sessions: string;
    deleteAccount: string;
    accountDeleted: string;
    error: string;
    loginEmail: string;
    loginPasscode: string;
    loginPassword: string;
    loginFinished: string;
    registerFinished: string;
    registerPassword: string;
    createPassword: string;
    signUp: string;
    selectLoginMethod: string;
    setupLoginMethod: string;
    createEmail: string;
    createUsername: string;
    accountNotFound: string;
    unsupportedStep: string;
    createPasskey: string;
    mfaSetUp: string;
    authAppSetUp: string;
    securityKeySetUp: string;
    securityKeyLogin: string;
    otpLogin: string;
    trustDevice: string;
  };
  texts: {
    authAppConfigured: string;
    authAppNotConfigured: string;
    deleteAccount: string;
    accountDeleted: string;
    enterPasscode: string;
    enterPasscodeNoEmail: string;
    passcodeResent: string;
    passcodeResendReady: string;
    passwordFormatHint: string;
    howDoYouWantToLogin: string;
    selectLoginMethodForFutureLogins: string;
    noAccountExists: string;
    createAccount: string;
    loginFinished: string;
    createEmail: string;
    createUsername: string;
    setupPasskey: string;
    mfaSetUp: string;
    authAppSetUp: string;
    securityKeySetUp: string;
    securityKeyLogin: string;
    otpLogin: string;
    trustDevice: string;
  };
  labels: {
    save: string;
    delete: string;
    areYouSure: string;
    primaryEmail: string;
    unverifiedEmail: string;
    connectedAccounts: string;
    connectProvider: string;
    disconnect: string;
    setPrimaryEmail: string;
    verify: string;
    newEmail: string;
    addEmail: string;
    rename: string;
    name: string;
    createPasskey: string;
    createSecurityKey: string;
    addAuthApp: string;
    unknownDevice: string;
    thisDevice: string;
    revoke: string;
    deleteAccount: string;
    deleteAccountConfirm: string;
    or: string;
    email: string;
    username: string;
    emailOrUsername: string;
    optional: string;
    continue: string;
    back: string;
    skip: string;
    signIn: string;
    signUp: string;
    password: string;
    newPassword: string;
    passkey: string;
    passcode: string;
    passcodeDigit: string;
    signInPasskey: string;
    webauthnUnsupported: string;
    signInWith: string;
    lastUsed: string;
    staySignedIn: string;
    dontHaveAnAccount: string;
    alreadyHaveAnAccount: string;
    sendNewPasscode: string;
    passcodeResendAfter: string;
    passwordRetryAfter: string;
    forgotYourPassword: string;
    useAnotherMethod: string;
    loading: string;
    authenticatorApp: string;
    securityKey: string;
    secretKey: string;
    copy: string;
    copied: string;
    trustDevice: string;
    useSecurityKey: string;
    useAuthenticatorApp: string;
  };
  errors: Record<ClientMessageKey, string>;
  flowErrors: Record<FlowMessageCode, string>;
};

export type TranslationGroup = keyof Translation;

/** `"labels.continue"`, `"flowErrors.passcode_invalid"`, …: every text by its path. */
export type TranslationKey = {
  [G in TranslationGroup]: `${G}.${keyof Translation[G] & string}`;
}[TranslationGroup];

/** What a page may pass per language: any subset of any group. */
export type PartialTranslation = { [G in TranslationGroup]?: Partial<Translation[G]> };

/** `register(api, { translations: { de: {...}, "pt-BR": {...} } })`. */
export type Translations = Record<string, PartialTranslation>;
