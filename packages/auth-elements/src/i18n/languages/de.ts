// German, fetched from /i18n/de.json; translated from our English texts.
import type { Translation } from "../translation.ts";

export const de: Translation = {
  headlines: {
    error: "Ein Fehler ist aufgetreten",
    loginEmail: "Anmelden",
    loginPasscode: "Code eingeben",
    loginPassword: "Passwort eingeben",
    loginFinished: "Sie sind angemeldet",
    registerFinished: "Ihr Konto ist bereit",
    registerPassword: "Neues Passwort festlegen",
    createPassword: "Passwort erstellen",
    signUp: "Konto erstellen",
    selectLoginMethod: "Anmeldemethode wählen",
    setupLoginMethod: "Anmeldemethode einrichten",
    createEmail: "E-Mail-Adresse hinzufügen",
    createUsername: "Benutzernamen wählen",
    accountNotFound: "Konto nicht gefunden",
    unsupportedStep: "Dieser Schritt wird nicht unterstützt",
  },
  texts: {
    enterPasscode: "Wir haben einen Einmalcode an diese Adresse gesendet:",
    enterPasscodeNoEmail: "Wir haben einen Einmalcode an Ihre primäre E-Mail-Adresse gesendet.",
    passcodeResent: "Ein neuer Code ist unterwegs.",
    passcodeResendReady: "Sie können jetzt einen neuen Code anfordern.",
    passwordFormatHint: "Muss zwischen {minLength} und {maxLength} Zeichen lang sein.",
    passwordMinLengthHint: "Muss mindestens {minLength} Zeichen lang sein.",
    howDoYouWantToLogin: "Wie möchten Sie sich anmelden?",
    selectLoginMethodForFutureLogins:
      "Wählen Sie die Methode, mit der Sie sich künftig anmelden möchten.",
    noAccountExists: "Für „{emailAddress}“ gibt es kein Konto.",
    createAccount: "Möchten Sie ein Konto für „{emailAddress}“ erstellen?",
    loginFinished: "Sie können dieses Fenster schließen oder dort weitermachen, wo Sie waren.",
    createEmail: "Wir senden Ihnen Codes und wichtige Nachrichten zu Ihrem Konto.",
    createUsername: "Nur Buchstaben, Ziffern und Unterstriche.",
  },
  labels: {
    or: "oder",
    email: "E-Mail",
    username: "Benutzername",
    emailOrUsername: "E-Mail oder Benutzername",
    optional: "optional",
    continue: "Weiter",
    back: "Zurück",
    skip: "Überspringen",
    signIn: "Anmelden",
    signUp: "Konto erstellen",
    password: "Passwort",
    newPassword: "Neues Passwort",
    passkey: "Passkey",
    passcode: "Einmalcode",
    passcodeDigit: "Ziffer {index} von {total}",
    signInPasskey: "Mit Passkey anmelden",
    webauthnUnsupported: "Ihr Browser unterstützt keine Passkeys",
    signInWith: "Mit {provider} anmelden",
    lastUsed: "Zuletzt verwendet",
    staySignedIn: "Angemeldet bleiben",
    dontHaveAnAccount: "Noch kein Konto?",
    alreadyHaveAnAccount: "Sie haben schon ein Konto?",
    sendNewPasscode: "Neuen Code senden",
    passcodeResendAfter: "Neuen Code anfordern in {passcodeResendAfter}",
    passwordRetryAfter: "Erneut versuchen in {passwordRetryAfter}",
    forgotYourPassword: "Passwort vergessen?",
    useAnotherMethod: "Andere Methode wählen",
    loading: "Wird geladen",
  },
  errors: {
    somethingWentWrong:
      "Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
    requestTimeout: "Die Anfrage hat zu lange gedauert.",
    invalidPassword: "E-Mail-Adresse oder Passwort ist falsch.",
    invalidPasscode: "Der eingegebene Code ist nicht korrekt.",
    passcodeAttemptsReached:
      "Der Code wurde zu oft falsch eingegeben. Bitte fordern Sie einen neuen an.",
    tooManyRequests: "Zu viele Anfragen. Bitte warten Sie, bevor Sie es erneut versuchen.",
    unauthorized: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    invalidWebauthnCredential: "Dieser Passkey kann nicht mehr verwendet werden.",
    passcodeExpired: "Der Code ist abgelaufen. Bitte fordern Sie einen neuen an.",
    userVerification:
      "Benutzerverifizierung erforderlich. Bitte schützen Sie Ihr Gerät mit einer PIN oder Biometrie.",
    emailAddressAlreadyExistsError: "Die E-Mail-Adresse existiert bereits.",
    maxNumOfEmailAddressesReached: "Es können keine weiteren E-Mail-Adressen hinzugefügt werden.",
    thirdPartyAccessDenied:
      "Zugriff verweigert. Die Anfrage wurde abgebrochen oder der Anbieter hat den Zugriff verweigert.",
    thirdPartyMultipleAccounts:
      "Das Konto ist nicht eindeutig. Die E-Mail-Adresse wird von mehreren Konten verwendet.",
    thirdPartyUnverifiedEmail:
      "E-Mail-Bestätigung erforderlich. Bitte bestätigen Sie die Adresse bei Ihrem Anbieter.",
    signupDisabled: "Die Registrierung ist deaktiviert.",
    handlerNotFoundError:
      "Dieser Schritt wird von dieser Version nicht unterstützt. Bitte versuchen Sie es später erneut oder wenden Sie sich an den Support.",
  },
  flowErrors: {
    technical_error:
      "Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
    flow_expired_error:
      "Die Sitzung ist abgelaufen. Bitte klicken Sie auf die Schaltfläche, um neu zu beginnen.",
    flow_discontinuity_error:
      "Der Vorgang kann wegen der Kontoeinstellungen oder der Konfiguration des Anbieters nicht fortgesetzt werden.",
    operation_not_permitted_error: "Der Vorgang ist nicht erlaubt.",
    form_data_invalid_error: "Das Formular enthält Fehler.",
    not_found: "Die angeforderte Ressource wurde nicht gefunden.",
    passcode_max_attempts_reached:
      "Der Code wurde zu oft falsch eingegeben. Bitte fordern Sie einen neuen an.",
    passkey_invalid: "Dieser Passkey kann nicht mehr verwendet werden",
    webauthn_credential_invalid_mfa_only:
      "Dieser Schlüssel kann nur als zweiter Faktor (Sicherheitsschlüssel) verwendet werden.",
    platform_authenticator_required:
      "Ihr Konto benötigt einen integrierten Authenticator, den dieses Gerät oder dieser Browser nicht bietet.",
    rate_limit_exceeded: "Zu viele Anfragen. Bitte warten Sie, bevor Sie es erneut versuchen.",
    unauthorized: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    forbidden: "Diese Art der Anmeldung ist nicht aktiviert.",
    value_missing_error: "Der Wert fehlt.",
    value_invalid_error: "Der eingegebene Wert ist ungültig.",
    value_too_long_error: "Der Wert ist zu lang.",
    value_too_short_error: "Der Wert ist zu kurz.",
    email_already_exists: "Die E-Mail-Adresse ist bereits vergeben.",
    username_already_exists: "Der Benutzername ist bereits vergeben.",
    unknown_username_error: "Der Benutzername ist unbekannt.",
    unknown_email_error: "Die E-Mail-Adresse ist unbekannt.",
    invalid_username_error:
      "Der Benutzername darf nur Buchstaben, Ziffern und Unterstriche enthalten.",
    passcode_invalid: "Der eingegebene Code ist nicht korrekt.",
    otp_code_invalid: "Der Authentifizierungscode ist nicht korrekt.",
    otp_code_already_used: "Dieser Authentifizierungscode wurde bereits verwendet.",
    invalid_metadata_error: "Die Metadaten sind ungültig.",
    webauthn_credential_already_exists:
      "Die Anfrage ist abgelaufen, wurde abgebrochen oder das Gerät ist bereits registriert. Bitte versuchen Sie es erneut oder verwenden Sie ein anderes Gerät.",
    third_party_access_denied:
      "Zugriff verweigert. Die Anfrage wurde abgebrochen oder der Anbieter hat den Zugriff verweigert.",
  },
};
