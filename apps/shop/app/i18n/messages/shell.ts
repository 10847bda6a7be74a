import { defineMessages } from "../../../domain/define-messages.ts";

/** The page shell: navigation (spec §9 keys and translations), header, footer, extras. */
export const shellMessages = defineMessages({
  se: {
    // Spec §9, word for word.
    welcome: "Välkomna",
    HOME: "Hem",
    "DEAL OF THE WEEK": "Veckans Deal",
    ABOUT: "Om Oss",
    CONTACT: "Kontakta oss",
    SHOP: "handla",
    PRODUCT: "produkt",
    PAGES: "sidor",
    BLOG: "blogg",

    "topbar.tagline": "till Kretsbutiken – mobiler, surfplattor, konsoler och elsparkcyklar",
    "topbar.language": "Språk",
    "topbar.currency": "Valuta",

    "currency.krona": "Svenska kronor",
    "currency.dollar": "Amerikanska dollar",
    "currency.rupee": "Indiska rupier",
    "currency.euro": "Euro",
    "currency.indicative": "ungefärligt",
    "currency.approx": "ca",
    "currency.indicativeNote": "Ungefärligt pris. Du betalar alltid i svenska kronor.",
    "currency.chargedInSek":
      "Priser i andra valutor är ungefärliga och bara för jämförelse. Du betalar alltid i svenska kronor, inklusive moms.",

    "search.label": "Sök i butiken",
    "search.placeholder": "Sök efter mobil, konsol, reservdel …",
    "search.submit": "Sök",

    "header.itemCount": "{count} st",
    "header.account": "Logga in",
    "header.compare": "Jämför",
    "header.wishlist": "Önskelista",
    "header.cart": "Varukorg",

    "nav.label": "Huvudmeny",
    "nav.menu": "Meny",
    "nav.openMenu": "Öppna menyn",
    "nav.home": "Hem",
    "nav.allProducts": "Alla produkter",
    "nav.workshop": "Boka verkstad",
    "nav.scooterDoctor": "Felkodsdoktorn",
    "nav.scooterDoctorAsk": "Felkod på skotern? Fråga Felkodsdoktorn",
    "nav.product.sticky": "Produktsida med fast köpruta",
    "nav.product.fourImages": "Produktsida med fyra bilder",
    "nav.product.noSidebar": "Produktsida utan sidokolumn",
    "nav.product.rightSidebar": "Produktsida med sidokolumn till höger",
    "nav.product.leftThumbnail": "Produktsida med miniatyrer till vänster",
    "nav.product.rightThumbnail": "Produktsida med miniatyrer till höger",
    "nav.product.videoThumbnail": "Produktsida med video",

    "breadcrumb.label": "Du är här",

    "common.close": "Stäng",
    "common.skipToContent": "Hoppa till innehållet",
    "common.chunkFailed":
      "Det gick inte att ladda den här delen av sidan. Ladda om sidan och försök igen.",

    "consent.title": "Cookies på Kretsbutiken",
    "consent.text":
      "Vi använder bara cookies som behövs för att butiken ska fungera, till exempel för varukorgen. Vill du att vi också sparar dina val av språk, valuta och färg till nästa besök? Säger du nej glöms valen när du stänger webbläsaren. Du kan ändra dig när som helst via ”Cookie-inställningar” längst ner på sidan.",
    "consent.readMore": "Läs mer i vår integritetspolicy",
    "consent.accept": "Ja, spara mina val",
    "consent.refuse": "Nej, bara nödvändiga",

    "footer.orgNr": "Org.nr",
    "footer.vatNr": "Momsreg.nr",
    "footer.address": "Adress",
    "footer.phone": "Telefon",
    "footer.email": "E-post",
    "footer.customerService": "Kundservice",
    "footer.terms": "Villkor och integritet",
    "footer.cookieSettings": "Cookie-inställningar",
    "footer.goodToKnow": "Bra att veta",
    "footer.pricesInclVat": "Alla priser inklusive 25 % moms",
    "footer.withdrawal": "14 dagars ångerrätt",
    "footer.complaints": "3 års reklamationsrätt",

    "loading.label": "Sidan laddas",
    "tapToTop.label": "Till toppen av sidan",
    "overlay.close": "Stäng alla öppna fönster",

    "theme.open": "Temainställningar",
    "theme.title": "Temainställningar",
    "theme.direction": "Läsriktning",
    "theme.ltr": "Vänster till höger",
    "theme.rtl": "Höger till vänster",
    "theme.mode": "Utseende",
    "theme.dark": "Mörkt läge",
    "theme.primaryColor": "Huvudfärg",
    "theme.resetColor": "Återställ färgen",
    "theme.colorResetNote": "Färgen återgår till standard när du byter sida.",

    "newsletter.title": "Få nyheter från Kretsbutiken",
    "newsletter.text":
      "Nya produkter, guider om felsökning och reservdelar och erbjudanden – högst ett par gånger i månaden.",
    "newsletter.emailLabel": "Din e-postadress",
    "newsletter.submit": "Prenumerera",
    "newsletter.privacy":
      "Vi använder adressen bara för nyhetsbrevet. Du kan avsluta prenumerationen när du vill.",
    "newsletter.error.emailRequired": "Skriv din e-postadress.",
    "newsletter.error.email": "Skriv en giltig e-postadress, till exempel namn@exempel.se.",

    "error.notFound.title": "Sidan hittades inte",
    "error.notFound.text": "Sidan du letar efter finns inte, eller har flyttats.",
    "error.internal.title": "Internt serverfel",
    "error.internal.text": "Något gick fel hos oss. Försök igen om en stund.",
    "error.unavailable.title": "Butiken är tillfälligt otillgänglig",
    "error.unavailable.text":
      "Vi når inte vårt lager och våra beställningar just nu. Försök igen om en liten stund – det du har i varukorgen finns kvar.",
    "error.retry": "Försök igen",
    "error.message": "Felmeddelande",
    "error.toHome": "Till startsidan",
  },
  en: {
    welcome: "Welcome",
    HOME: "Home",
    "DEAL OF THE WEEK": "Deal of the week",
    ABOUT: "About us",
    CONTACT: "Contact us",
    SHOP: "shop",
    PRODUCT: "product",
    PAGES: "pages",
    BLOG: "blog",

    "topbar.tagline": "to Kretsbutiken – phones, tablets, consoles and electric scooters",
    "topbar.language": "Language",
    "topbar.currency": "Currency",

    "currency.krona": "Swedish kronor",
    "currency.dollar": "US dollars",
    "currency.rupee": "Indian rupees",
    "currency.euro": "Euros",
    "currency.indicative": "approximate",
    "currency.approx": "approx.",
    "currency.indicativeNote": "Approximate price. You always pay in Swedish kronor.",
    "currency.chargedInSek":
      "Prices in other currencies are approximate and for comparison only. You always pay in Swedish kronor, VAT included.",

    "search.label": "Search the shop",
    "search.placeholder": "Search for a phone, console, spare part …",
    "search.submit": "Search",

    "header.itemCount": "items: {count}",
    "header.account": "Sign in",
    "header.compare": "Compare",
    "header.wishlist": "Wishlist",
    "header.cart": "Cart",

    "nav.label": "Main menu",
    "nav.menu": "Menu",
    "nav.openMenu": "Open the menu",
    "nav.home": "Home",
    "nav.allProducts": "All products",
    "nav.workshop": "Book the workshop",
    "nav.scooterDoctor": "Error code doctor",
    "nav.scooterDoctorAsk": "Error code on the scooter? Ask the error code doctor",
    "nav.product.sticky": "Product page with a sticky buy box",
    "nav.product.fourImages": "Product page with four images",
    "nav.product.noSidebar": "Product page without a sidebar",
    "nav.product.rightSidebar": "Product page with a right sidebar",
    "nav.product.leftThumbnail": "Product page with thumbnails on the left",
    "nav.product.rightThumbnail": "Product page with thumbnails on the right",
    "nav.product.videoThumbnail": "Product page with a video",

    "breadcrumb.label": "You are here",

    "common.close": "Close",
    "common.skipToContent": "Skip to content",
    "common.chunkFailed":
      "This part of the page could not be loaded. Reload the page and try again.",

    "consent.title": "Cookies at Kretsbutiken",
    "consent.text":
      "We only use cookies the shop needs to work, such as for the cart. Would you like us to also keep your choice of language, currency and colour for your next visit? If you say no, your choices are forgotten when you close the browser. You can change your mind at any time under “Cookie settings” at the bottom of the page.",
    "consent.readMore": "Read more in our privacy policy",
    "consent.accept": "Yes, keep my choices",
    "consent.refuse": "No, necessary only",

    "footer.orgNr": "Company reg. no.",
    "footer.vatNr": "VAT no.",
    "footer.address": "Address",
    "footer.phone": "Phone",
    "footer.email": "Email",
    "footer.customerService": "Customer service",
    "footer.terms": "Terms and privacy",
    "footer.cookieSettings": "Cookie settings",
    "footer.goodToKnow": "Good to know",
    "footer.pricesInclVat": "All prices include 25% VAT",
    "footer.withdrawal": "14-day right of withdrawal",
    "footer.complaints": "3-year right to complain",

    "loading.label": "Page loading",
    "tapToTop.label": "Back to the top of the page",
    "overlay.close": "Close all open windows",

    "theme.open": "Theme settings",
    "theme.title": "Theme settings",
    "theme.direction": "Reading direction",
    "theme.ltr": "Left to right",
    "theme.rtl": "Right to left",
    "theme.mode": "Appearance",
    "theme.dark": "Dark mode",
    "theme.primaryColor": "Main colour",
    "theme.resetColor": "Reset the colour",
    "theme.colorResetNote": "The colour goes back to the default when you change page.",

    "newsletter.title": "Get news from Kretsbutiken",
    "newsletter.text":
      "New products, troubleshooting and spare-part guides, and offers – a couple of times a month at most.",
    "newsletter.emailLabel": "Your email address",
    "newsletter.submit": "Subscribe",
    "newsletter.privacy":
      "We use the address only for the newsletter. You can unsubscribe whenever you like.",
    "newsletter.error.emailRequired": "Enter your email address.",
    "newsletter.error.email": "Enter a valid email address, for example name@example.com.",

    "error.notFound.title": "Page Not Found",
    "error.notFound.text": "The page you are looking for does not exist, or has moved.",
    "error.internal.title": "Internal Server Error",
    "error.internal.text": "Something went wrong on our side. Please try again in a moment.",
    "error.unavailable.title": "The shop is temporarily unavailable",
    "error.unavailable.text":
      "We cannot reach our stock and orders just now. Please try again in a little while – what is in your cart stays there.",
    "error.retry": "Try again",
    "error.message": "Error message",
    "error.toHome": "Go to the home page",
  },
});
