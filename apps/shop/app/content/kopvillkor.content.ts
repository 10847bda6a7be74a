import type { ProseSection } from "../components/prose.tsx";
import { defineContent } from "../../domain/define-messages.ts";

export interface TermsContent {
  title: string;
  description: string;
  validFrom: string;
  sections: ProseSection[];
  formHeading: string;
  formText: string[];
}

// The legal facts follow market.md: prices incl. moms (prisinformationslagen), ångerrätt
// (lag 2005:59), reklamation (konsumentköplagen 2022:260), ARN. Checkout details (payment
// methods, delivery options, return cost per option) are shown at checkout when it opens.
export const termsContent = defineContent<TermsContent>({
  se: {
    title: "Köpvillkor",
    description:
      "Kretsbutikens köpvillkor: priser inklusive moms, betalning, leverans, 14 dagars ångerrätt, reklamation i tre år och garanti.",
    validFrom: "Gäller från 22 november 2026.",
    sections: [
      {
        heading: "1. Allmänt",
        paragraphs: [
          "Villkoren gäller när du som konsument handlar i Kretsbutikens webbutik. Säljarens namn, organisationsnummer och kontaktuppgifter står längst ner på varje sida.",
        ],
      },
      {
        heading: "2. Priser",
        paragraphs: [
          "Alla priser anges i svenska kronor inklusive 25 % moms. Kostnader för frakt och eventuella avgifter för betalningen visas innan du lägger din beställning.",
          "Du kan välja att se priserna ungefärligt i en annan valuta. Det är bara en jämförelse: du betalar alltid beloppet i svenska kronor.",
          "När vi sänker ett pris visar vi också det lägsta pris vi har tagit för varan under de 30 dagarna före sänkningen.",
        ],
      },
      {
        heading: "3. Beställning och avtal",
        paragraphs: [
          "Innan du beställer ser du en sammanfattning av varor, pris, frakt och villkor. Beställningen är bindande när du trycker på knappen ”Slutför köp”. Du får genast en orderbekräftelse via e-post, och då är avtalet ingånget.",
        ],
      },
      {
        heading: "4. Betalning",
        paragraphs: [
          "De betalsätt som finns visas i kassan. Kredit och delbetalning visas aldrig som förvalt alternativ.",
        ],
      },
      {
        heading: "5. Leverans",
        paragraphs: [
          "I kassan ser du varje leveranssätt med pris och beräknad leveranstid. Risken för varan går över på dig när du har tagit emot den. Kontrollera gärna försändelsen när den kommer och hör av dig direkt om något är skadat.",
        ],
      },
      {
        id: "angerratt",
        heading: "6. Ångerrätt",
        paragraphs: [
          "Du har rätt att ångra köpet inom 14 dagar från den dag du tog emot varan, enligt lagen (2005:59) om distansavtal och avtal utanför affärslokaler. Du behöver inte ange något skäl.",
          "Meddela oss att du ångrar köpet, enklast under Ångra köp (länken finns längst ner på varje sida och i orderbekräftelsen), via kontaktformuläret eller med standardformuläret nedan. Skicka sedan tillbaka varan senast 14 dagar efter ditt besked. Returfrakten betalar vi: när du har ångrat köpet väljer du ombud eller paketskåp och får en kostnadsfri returetikett att skriva ut. Skickar du varan på annat sätt betalar du själv den frakten.",
          "Vi betalar tillbaka det du har betalat, inklusive standardfrakten, senast 14 dagar efter att vi fått ditt besked. Vi får vänta med återbetalningen tills vi har fått tillbaka varan eller du har visat att den är skickad.",
          "Du får undersöka varan på samma sätt som i en butik. Har den hanterats mer än så kan vi dra av för värdeminskningen. Ångerrätten gäller inte för ljud- och bildupptagningar eller datorprogram i förseglad förpackning som du har brutit.",
        ],
      },
      {
        heading: "7. Reklamation",
        paragraphs: [
          "Enligt konsumentköplagen (2022:260) kan du reklamera fel som fanns när du fick varan i tre år. Ett fel som visar sig inom två år antas ha funnits från början, om inte annat visas. Hör av dig inom skälig tid efter att du upptäckt felet; inom två månader är alltid i tid.",
          "Vid ett fel har du rätt till reparation, en ny vara, prisavdrag eller att häva köpet, enligt lagen. Vi står för returfrakten vid en godkänd reklamation.",
          "Kommer vi inte överens kan du vända dig till Allmänna reklamationsnämnden (ARN), som prövar tvister mellan konsumenter och företag.",
        ],
      },
      {
        heading: "8. Garanti och produktsäkerhet",
        paragraphs: [
          "Utöver reklamationsrätten kan en garanti från tillverkaren gälla; villkoren står i så fall på produktsidan. Garantin begränsar aldrig dina rättigheter enligt lagen.",
          "På produktsidorna för elektronik, batterier och elsparkcyklar står tillverkarens namn och adress och säkerhetsinformation på svenska.",
        ],
      },
      {
        heading: "9. Personuppgifter",
        paragraphs: ["Hur vi hanterar dina personuppgifter står i vår integritetspolicy."],
      },
    ],
    formHeading: "Standardformulär för att ångra ett köp",
    formText: [
      "Till Kretsbutiken (säljarens adress och e-post står längst ner på sidan):",
      "Jag meddelar härmed att jag frånträder mitt avtal om köp av följande varor: …",
      "Beställdes den (*) / mottogs den (*): …",
      "Konsumentens namn och adress: …",
      "Datum och, om formuläret skickas på papper, underskrift: …",
      "(*) Stryk det som inte gäller.",
    ],
  },
  en: {
    title: "Terms of purchase",
    description:
      "Kretsbutiken's terms of purchase: prices including VAT, payment, delivery, a 14-day right of withdrawal, a three-year right to complain and warranty.",
    validFrom: "Valid from 22 November 2026.",
    sections: [
      {
        heading: "1. General",
        paragraphs: [
          "These terms apply when you as a consumer buy from Kretsbutiken's online shop. The seller's name, company registration number and contact details are at the bottom of every page.",
        ],
      },
      {
        heading: "2. Prices",
        paragraphs: [
          "All prices are in Swedish kronor including 25% VAT. Delivery costs and any payment fees are shown before you place your order.",
          "You can choose to see prices approximately in another currency. This is only a comparison: you always pay the amount in Swedish kronor.",
          "When we reduce a price we also show the lowest price we charged for the product during the 30 days before the reduction.",
        ],
      },
      {
        heading: "3. Order and contract",
        paragraphs: [
          "Before you order you see a summary of the products, price, delivery and terms. The order is binding when you press the “Complete purchase” button. You immediately receive an order confirmation by email, and the contract is then concluded.",
        ],
      },
      {
        heading: "4. Payment",
        paragraphs: [
          "The available payment methods are shown at checkout. Credit and instalment options are never shown as the preselected choice.",
        ],
      },
      {
        heading: "5. Delivery",
        paragraphs: [
          "At checkout you see every delivery option with its price and expected delivery time. The risk for the goods passes to you when you have received them. Please check the parcel when it arrives and tell us at once if anything is damaged.",
        ],
      },
      {
        id: "angerratt",
        heading: "6. Right of withdrawal",
        paragraphs: [
          "You may cancel the purchase within 14 days of the day you received the goods, under the Swedish Distance and Off-Premises Contracts Act (2005:59). You do not need to give a reason.",
          'Tell us that you are cancelling, most easily under "Withdraw from a purchase (Ångra köp)" (linked at the bottom of every page and in the order confirmation), through the contact form or with the standard form below. Then send the goods back no later than 14 days after your notice. We pay the return delivery: once you have withdrawn, you choose a pickup point or a parcel locker and get a free return label to print. If you send the goods some other way, you pay that delivery yourself.',
          "We refund what you have paid, including standard delivery, within 14 days of receiving your notice. We may wait with the refund until we have received the goods back or you have shown that they have been sent.",
          "You may examine the goods as you would in a shop. If they have been handled more than that, we may deduct for the loss in value. The right of withdrawal does not apply to sealed audio or video recordings or computer software that you have unsealed.",
        ],
      },
      {
        heading: "7. Complaints",
        paragraphs: [
          "Under the Swedish Consumer Sales Act (2022:260) you can complain about faults that were present when you received the goods for three years. A fault that appears within two years is presumed to have been there from the start, unless shown otherwise. Contact us within a reasonable time after discovering the fault; within two months is always in time.",
          "For a fault you are entitled to repair, replacement, a price reduction or to cancel the purchase, as the law sets out. We pay the return delivery for an accepted complaint.",
          "If we cannot agree, you can turn to the National Board for Consumer Disputes (ARN), which hears disputes between consumers and businesses.",
        ],
      },
      {
        heading: "8. Warranty and product safety",
        paragraphs: [
          "In addition to the right to complain, a manufacturer's warranty may apply; its terms are then given on the product page. A warranty never limits your rights under the law.",
          "The product pages for electronics, batteries and electric scooters give the manufacturer's name and address and safety information in Swedish.",
        ],
      },
      {
        heading: "9. Personal data",
        paragraphs: ["How we handle your personal data is described in our privacy policy."],
      },
    ],
    formHeading: "Standard withdrawal form",
    formText: [
      "To Kretsbutiken (the seller's address and email are at the bottom of the page):",
      "I hereby give notice that I withdraw from my contract of sale of the following goods: …",
      "Ordered on (*) / received on (*): …",
      "Name and address of the consumer: …",
      "Date and, if the form is sent on paper, signature: …",
      "(*) Delete as appropriate.",
    ],
  },
});
