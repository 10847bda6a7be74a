import { defineMessages } from "../../../domain/define-messages.ts";

/** Signing in, the account menu and the account pages. */
export const accountMessages = defineMessages({
  se: {
    "header.myAccount": "Mitt konto",
    "header.signedInAs": "Inloggad som",
    "header.accountOverview": "Översikt",
    "header.accountProfile": "Min profil",
    "header.accountGarage": "Min garage",
    "header.signOut": "Logga ut",

    "account.signedOut": "Du är utloggad. Välkommen tillbaka!",
    "account.widgetLoading": "Hämtar inloggningen …",
    "account.widgetFailed":
      "Inloggningen gick inte att ladda. Kontrollera din internetanslutning och försök igen.",
    "account.widgetRetry": "Försök igen",

    "page.login.title": "Logga in",
    "page.login.description": "Logga in på ditt konto hos Kretsbutiken.",
    "page.login.lead":
      "Logga in med din e-postadress och en engångskod, ditt lösenord eller en passkey. Har du inget konto skapar du ett direkt i rutan.",
    "page.login.forgot": "Glömt lösenordet?",
    "page.login.guest": "Du kan också handla som gäst, utan konto.",

    "page.register.title": "Skapa konto",
    "page.register.description": "Skapa ett kundkonto hos Kretsbutiken.",
    "page.register.lead":
      "Med ett konto ser du dina beställningar och din önskelista på ett ställe och handlar snabbare nästa gång.",
    "page.register.haveAccount": "Har du redan ett konto?",
    "page.register.toLogin": "Logga in",

    "page.forgotPassword.title": "Glömt lösenordet",
    "page.forgotPassword.description": "Återställ lösenordet till ditt konto hos Kretsbutiken.",
    "page.forgotPassword.lead":
      "Skriv e-postadressen till ditt konto så skickar vi en kod. Med koden väljer du ett nytt lösenord.",
    "page.forgotPassword.email": "E-postadress",
    "page.forgotPassword.submit": "Skicka kod",
    "page.forgotPassword.sending": "Skickar kod …",
    "page.forgotPassword.codeSent":
      "Om det finns ett konto för {email} har vi skickat en kod dit. Skriv in koden här nedan och välj sedan ett nytt lösenord.",
    "page.forgotPassword.noPasswords":
      "Hos Kretsbutiken loggar du in med en engångskod som vi skickar till din e-post, så det finns inget lösenord att återställa.",
    "page.forgotPassword.codeLogin":
      "Kontot för {email} loggar in med en engångskod i stället för lösenord. Vi har skickat en kod – skriv in den här nedan.",
    "page.forgotPassword.noRecovery":
      "Lösenord kan inte återställas här. Logga in med en engångskod via e-post i stället.",
    "page.forgotPassword.invalidEmail":
      "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
    "page.forgotPassword.failed":
      "Det gick inte att skicka någon kod just nu. Vänta en stund och försök igen.",
    "page.forgotPassword.toLogin": "Till inloggningen",
    "page.forgotPassword.otherAddress": "Använd en annan e-postadress",

    "page.logout.title": "Logga ut",
    "page.logout.description": "Logga ut från ditt konto hos Kretsbutiken.",
    "page.logout.signedOutTitle": "Du är inte inloggad",
    "page.logout.signedOutText": "Det finns ingen inloggning att avsluta i den här webbläsaren.",
    "page.logout.confirmText": "Vill du logga ut från Kretsbutiken i den här webbläsaren?",
    "page.logout.submit": "Logga ut",

    "page.profile.title": "Min profil",
    "page.profile.description": "Dina uppgifter och inloggningssätt hos Kretsbutiken.",
    "page.profile.lead":
      "Här ändrar du e-postadresser, lösenord och passkeys och ser var du är inloggad.",

    "page.userDashboard.title": "Mitt konto",
    "page.userDashboard.description": "Översikt över dina beställningar och uppgifter.",
    "page.userDashboard.greeting": "Hej {name}!",
    "page.userDashboard.greetingAnonymous": "Hej!",
    "page.userDashboard.lead": "Här har du ditt konto hos Kretsbutiken samlat.",
    "page.userDashboard.signedInWith": "Du är inloggad med {email}.",
    "page.userDashboard.ordersTitle": "Mina beställningar",
    "page.userDashboard.ordersEmpty": "Du har inga beställningar ännu.",
    "page.userDashboard.toShop": "Börja handla",
    "page.userDashboard.profileTitle": "Profil och inloggning",
    "page.userDashboard.profileText": "E-postadresser, lösenord, passkeys och dina inloggningar.",
    "page.userDashboard.toProfile": "Till profilen",
    "page.userDashboard.wishlistTitle": "Önskelista",
    "page.userDashboard.wishlistText": "Produkterna du har sparat i den här webbläsaren.",
    "page.userDashboard.toWishlist": "Visa önskelistan",
    "page.userDashboard.addressesTitle": "Adresser",
    "page.userDashboard.addressesEmpty": "Du har inga sparade adresser ännu.",
    "page.userDashboard.signOut": "Logga ut",
    "page.userDashboard.deleteAccount": "Radera mitt konto",
  },
  en: {
    "header.myAccount": "My account",
    "header.signedInAs": "Signed in as",
    "header.accountOverview": "Overview",
    "header.accountProfile": "My profile",
    "header.accountGarage": "My garage",
    "header.signOut": "Sign out",

    "account.signedOut": "You are signed out. See you soon!",
    "account.widgetLoading": "Loading sign-in …",
    "account.widgetFailed":
      "Sign-in could not be loaded. Check your internet connection and try again.",
    "account.widgetRetry": "Try again",

    "page.login.title": "Sign in",
    "page.login.description": "Sign in to your Kretsbutiken account.",
    "page.login.lead":
      "Sign in with your email address and a one-time code, your password or a passkey. No account yet? Create one right here.",
    "page.login.forgot": "Forgot your password?",
    "page.login.guest": "You can also shop as a guest, without an account.",

    "page.register.title": "Create an account",
    "page.register.description": "Create a customer account at Kretsbutiken.",
    "page.register.lead":
      "With an account you see your orders and your wishlist in one place and check out faster next time.",
    "page.register.haveAccount": "Already have an account?",
    "page.register.toLogin": "Sign in",

    "page.forgotPassword.title": "Forgot your password",
    "page.forgotPassword.description": "Reset the password of your Kretsbutiken account.",
    "page.forgotPassword.lead":
      "Enter the email address of your account and we will send you a code. With the code you choose a new password.",
    "page.forgotPassword.email": "Email address",
    "page.forgotPassword.submit": "Send code",
    "page.forgotPassword.sending": "Sending code …",
    "page.forgotPassword.codeSent":
      "If there is an account for {email}, we have sent a code to it. Enter the code below, then choose a new password.",
    "page.forgotPassword.noPasswords":
      "At Kretsbutiken you sign in with a one-time code we email you, so there is no password to reset.",
    "page.forgotPassword.codeLogin":
      "The account for {email} signs in with a one-time code instead of a password. We have sent a code – enter it below.",
    "page.forgotPassword.noRecovery":
      "Passwords cannot be reset here. Sign in with a one-time code by email instead.",
    "page.forgotPassword.invalidEmail":
      "Enter a valid email address, for example name@example.com.",
    "page.forgotPassword.failed":
      "No code could be sent right now. Please wait a moment and try again.",
    "page.forgotPassword.toLogin": "Go to sign-in",
    "page.forgotPassword.otherAddress": "Use another email address",

    "page.logout.title": "Sign out",
    "page.logout.description": "Sign out of your Kretsbutiken account.",
    "page.logout.signedOutTitle": "You are not signed in",
    "page.logout.signedOutText": "There is no sign-in to end in this browser.",
    "page.logout.confirmText": "Do you want to sign out of Kretsbutiken in this browser?",
    "page.logout.submit": "Sign out",

    "page.profile.title": "My profile",
    "page.profile.description": "Your details and sign-in methods at Kretsbutiken.",
    "page.profile.lead":
      "Change your email addresses, password and passkeys, and see where you are signed in.",

    "page.userDashboard.title": "My account",
    "page.userDashboard.description": "Overview of your orders and details.",
    "page.userDashboard.greeting": "Hi {name}!",
    "page.userDashboard.greetingAnonymous": "Hi!",
    "page.userDashboard.lead": "Your Kretsbutiken account, all in one place.",
    "page.userDashboard.signedInWith": "You are signed in with {email}.",
    "page.userDashboard.ordersTitle": "My orders",
    "page.userDashboard.ordersEmpty": "You have no orders yet.",
    "page.userDashboard.toShop": "Start shopping",
    "page.userDashboard.profileTitle": "Profile and sign-in",
    "page.userDashboard.profileText": "Email addresses, password, passkeys and your sign-ins.",
    "page.userDashboard.toProfile": "Go to your profile",
    "page.userDashboard.wishlistTitle": "Wishlist",
    "page.userDashboard.wishlistText": "The products you have saved in this browser.",
    "page.userDashboard.toWishlist": "Show the wishlist",
    "page.userDashboard.addressesTitle": "Addresses",
    "page.userDashboard.addressesEmpty": "You have no saved addresses yet.",
    "page.userDashboard.signOut": "Sign out",
    "page.userDashboard.deleteAccount": "Delete my account",
  },
});
