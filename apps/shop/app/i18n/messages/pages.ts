import { defineMessages } from "../../../domain/define-messages.ts";

/**
 * Titles, descriptions and empty states of the pages whose content comes in later issues
 * (checkout, payments). Their text says so plainly.
 */
export const pageMessages = defineMessages({
  se: {
    "page.home.title": "Kretsbutiken – mobiler, surfplattor, konsoler och elsparkcyklar",
    "page.home.description":
      "Kretsbutiken säljer mobiler, surfplattor, spelkonsoler och elsparkcyklar med reservdelar och tillbehör. Alla priser inklusive moms.",
    "page.home.lead":
      "Mobiler, surfplattor, spelkonsoler och elsparkcyklar – med reservdelar och tillbehör.",
    "page.home.brands": "Handla efter märke",
    "page.home.promise.vatTitle": "Priser inklusive moms",
    "page.home.promise.vatText": "Priset du ser är priset du betalar, med 25 % moms.",
    "page.home.promise.withdrawalTitle": "14 dagars ångerrätt",
    "page.home.promise.withdrawalText": "Ångra ditt köp inom 14 dagar från att du fått varan.",
    "page.home.promise.complaintsTitle": "3 års reklamationsrätt",
    "page.home.promise.complaintsText": "Fel som fanns vid köpet får du reklamera i tre år.",
    "page.home.blogTitle": "Från bloggen",

    "page.test.title": "Testsida",
    "page.test.description": "Kontrollsida för butikens prisformat och valutor.",
    "page.test.intro":
      "Den här sidan visar hur butiken skriver ut belopp i den valuta du valt. Beloppen är exempel, inte produkter.",
    "page.test.amount": "Belopp i kronor",
    "page.test.shown": "Visas som",
    "page.test.total": "Som totalsumma",

    "page.deal.title": "Veckans Deal",
    "page.electronicDemo.toDeal": "Till Veckans Deal",
    "page.electronicDemo.newTitle": "Nytt i elektronik",
    "page.electronicDemo.newLead":
      "Det senaste som kommit in: mobiler, surfplattor, konsoler och mer.",
    "page.deal.description": "Veckans erbjudande hos Kretsbutiken.",
    "page.deal.emptyTitle": "Ingen deal den här veckan",
    "page.deal.emptyText":
      "Just nu finns ingen produkt i lager som kan bli veckans deal. Titta in igen snart.",
    "page.deal.lead":
      "En produkt i veckan till sänkt pris, fram till söndag kväll. Sedan går priset tillbaka.",
    "page.deal.endsAt": "Erbjudandet gäller till och med",
    "page.deal.timeLeft": "Tid kvar",
    "page.deal.days": "dagar",
    "page.deal.hours": "timmar",
    "page.deal.minutes": "minuter",
    "page.deal.seconds": "sekunder",
    "page.deal.ended": "Veckans deal har gått ut.",
    "page.deal.next": "Se veckans nya deal",
    "page.deal.toProduct": "Till produkten",

    "page.notFound.title": "Sidan hittades inte",
    "page.notFound.description": "Sidan du letar efter finns inte.",

    "page.cart.title": "Varukorg",
    "page.cart.description": "Din varukorg hos Kretsbutiken.",
    "page.cart.emptyTitle": "Din varukorg är tom",
    "page.cart.total": "Summa inklusive moms",
    "page.wishlist.title": "Önskelista",
    "page.wishlist.description": "Produkter du har sparat hos Kretsbutiken.",
    "page.wishlist.emptyTitle": "Din önskelista är tom",
    "page.compare.title": "Jämför produkter",
    "page.compare.description": "Jämför produkter sida vid sida.",
    "page.compare.emptyTitle": "Inget att jämföra än",
    "page.review.title": "Omdömen",
    "page.review.description":
      "Vad kunderna tycker om mobilerna, konsolerna och elsparkcyklarna de köpt hos oss, och var du skriver ditt eget omdöme.",
    "page.checkout.title": "Kassa",
    "page.checkout.description": "Slutför ditt köp hos Kretsbutiken.",
    "page.orderSuccess.title": "Orderbekräftelse",
    "page.orderSuccess.description": "Bekräftelse på din beställning.",
    "page.orderSuccess.emptyTitle": "Ingen beställning att visa",
    "page.orderTracking.title": "Spåra din order",
    "page.orderTracking.description": "Se var din beställning befinner sig.",
    "page.faq.title": "Vanliga frågor",
    "page.kopvillkor.title": "Köpvillkor",
    "page.integritetspolicy.title": "Integritetspolicy",
    "page.comingSoon.title": "Kommer snart",

    "page.payment.cancel.title": "Avbruten betalning",
    "page.payment.callback.title": "Betalningsbesked",
    "page.payment.complete.title": "Betalningen",
    "page.payment.description": "Besked om en betalning hos Kretsbutiken.",

    "page.blog.title": "Blogg",
    "page.blog.description":
      "Guider om elsparkcyklar, felkoder, reparationer och regler från Kretsbutiken.",
    "page.blog.intro":
      "Guider om felsökning, felkoder och reparationer av elsparkcyklar, mobiler och konsoler, och om reglerna som gäller – skrivna av vår verkstad och kundtjänst.",
    "page.blog.toBlog": "Till bloggen",

    "page.demo.description": "Demosida från butikens mall.",
    "page.demo.cookieBarText":
      "Den här sidan visar var samtyckesrutan för cookies kan placeras. Rutan här är den riktiga: ditt svar sparas.",
  },
  en: {
    "page.home.title": "Kretsbutiken – phones, tablets, consoles and electric scooters",
    "page.home.description":
      "Kretsbutiken sells phones, tablets, game consoles and electric scooters with spare parts and accessories. All prices include VAT.",
    "page.home.lead":
      "Phones, tablets, game consoles and electric scooters – with spare parts and accessories.",
    "page.home.brands": "Shop by brand",
    "page.home.promise.vatTitle": "Prices include VAT",
    "page.home.promise.vatText": "The price you see is the price you pay, with 25% VAT.",
    "page.home.promise.withdrawalTitle": "14-day right of withdrawal",
    "page.home.promise.withdrawalText":
      "Cancel your purchase within 14 days of receiving the goods.",
    "page.home.promise.complaintsTitle": "3-year right to complain",
    "page.home.promise.complaintsText":
      "Faults present at purchase can be reported for three years.",
    "page.home.blogTitle": "From the blog",

    "page.test.title": "Test page",
    "page.test.description": "Check page for the shop's price format and currencies.",
    "page.test.intro":
      "This page shows how the shop prints amounts in the currency you chose. The amounts are examples, not products.",
    "page.test.amount": "Amount in kronor",
    "page.test.shown": "Shown as",
    "page.test.total": "As a total",

    "page.deal.title": "Deal of the week",
    "page.electronicDemo.toDeal": "To the deal of the week",
    "page.electronicDemo.newTitle": "New in electronics",
    "page.electronicDemo.newLead": "The latest arrivals: phones, tablets, consoles and more.",
    "page.deal.description": "This week's offer at Kretsbutiken.",
    "page.deal.emptyTitle": "No deal this week",
    "page.deal.emptyText":
      "Right now no product in stock can be the deal of the week. Please look in again soon.",
    "page.deal.lead":
      "One product a week at a reduced price, until Sunday night. Then the price goes back.",
    "page.deal.endsAt": "The offer is valid until",
    "page.deal.timeLeft": "Time left",
    "page.deal.days": "days",
    "page.deal.hours": "hours",
    "page.deal.minutes": "minutes",
    "page.deal.seconds": "seconds",
    "page.deal.ended": "This week's deal has ended.",
    "page.deal.next": "See the new deal of the week",
    "page.deal.toProduct": "View the product",

    "page.notFound.title": "Page Not Found",
    "page.notFound.description": "The page you are looking for does not exist.",

    "page.cart.title": "Cart",
    "page.cart.description": "Your cart at Kretsbutiken.",
    "page.cart.emptyTitle": "Your cart is empty",
    "page.cart.total": "Total including VAT",
    "page.wishlist.title": "Wishlist",
    "page.wishlist.description": "Products you have saved at Kretsbutiken.",
    "page.wishlist.emptyTitle": "Your wishlist is empty",
    "page.compare.title": "Compare products",
    "page.compare.description": "Compare products side by side.",
    "page.compare.emptyTitle": "Nothing to compare yet",
    "page.review.title": "Reviews",
    "page.review.description":
      "What customers think of the phones, consoles and scooters they bought from us, and where to write your own review.",
    "page.checkout.title": "Checkout",
    "page.checkout.description": "Complete your purchase at Kretsbutiken.",
    "page.orderSuccess.title": "Order confirmation",
    "page.orderSuccess.description": "Confirmation of your order.",
    "page.orderSuccess.emptyTitle": "No order to show",
    "page.orderTracking.title": "Track your order",
    "page.orderTracking.description": "See where your order is.",
    "page.faq.title": "Frequently asked questions",
    "page.kopvillkor.title": "Terms of purchase",
    "page.integritetspolicy.title": "Privacy policy",
    "page.comingSoon.title": "Coming soon",

    "page.payment.cancel.title": "Cancelled payment",
    "page.payment.callback.title": "Payment notification",
    "page.payment.complete.title": "Your payment",
    "page.payment.description": "Notice about a payment at Kretsbutiken.",

    "page.blog.title": "Blog",
    "page.blog.description":
      "Guides on electric scooters, error codes, repairs and rules from Kretsbutiken.",
    "page.blog.intro":
      "Guides on troubleshooting, error codes and repairs of electric scooters, phones and consoles, and on the rules that apply – written by our workshop and customer service.",
    "page.blog.toBlog": "Go to the blog",

    "page.demo.description": "Demo page from the shop's template.",
    "page.demo.cookieBarText":
      "This page shows where the cookie consent box can be placed. The box here is the real one: your answer is saved.",
  },
});
