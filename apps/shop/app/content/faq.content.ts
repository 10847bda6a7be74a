import { defineContent } from "../../domain/define-messages.ts";

export interface FaqGroup {
  heading: string;
  questions: { question: string; answer: string[] }[];
}

export interface FaqContent {
  title: string;
  description: string;
  intro: string;
  groups: FaqGroup[];
  more: string;
}

export const faqContent = defineContent<FaqContent>({
  se: {
    title: "Vanliga frågor",
    description:
      "Svar på vanliga frågor om priser, leverans, ångerrätt, reklamation och elsparkcyklar hos Kretsbutiken.",
    intro:
      "Här har vi samlat svar på det kunder oftast undrar. Hittar du inte svaret är du välkommen att kontakta oss.",
    groups: [
      {
        heading: "Priser och betalning",
        questions: [
          {
            question: "Ingår moms i priserna?",
            answer: [
              "Ja. Alla priser är i svenska kronor och inkluderar 25 % moms. Avgifter för frakt och betalning visas innan du lägger din beställning.",
            ],
          },
          {
            question: "Kan jag betala i euro eller dollar?",
            answer: [
              "Nej. Du kan visa priserna ungefärligt i dollar, euro eller rupier, men du betalar alltid i svenska kronor. Omräkningen är bara en jämförelse; din bank eller ditt kortföretag räknar om beloppet till din valuta.",
            ],
          },
          {
            question: "Vilka betalsätt finns?",
            answer: [
              "Kort, Swish och faktura. Faktura är en kredit: du betalar inom 14 dagar efter leveransen. Alla betalsätt och eventuella avgifter visas i kassan innan du slutför köpet.",
            ],
          },
        ],
      },
      {
        heading: "Leverans",
        questions: [
          {
            question: "Vad kostar frakten och hur lång tid tar leveransen?",
            answer: [
              "I kassan ser du varje leveranssätt med pris och beräknad leveranstid, innan du betalar.",
            ],
          },
        ],
      },
      {
        heading: "Ångerrätt och reklamation",
        questions: [
          {
            question: "Kan jag ångra mitt köp?",
            answer: [
              "Ja. Du har 14 dagars ångerrätt från den dag du tog emot varan, enligt distansavtalslagen. Vi betalar tillbaka det du betalat, inklusive standardfrakten, senast 14 dagar efter att vi fått ditt besked.",
              "Du ångrar enklast under Ångra köp längst ner på sidan, utan att logga in; du får ett mottagningsbevis direkt. Sedan väljer du ombud eller paketskåp och får en kostnadsfri returetikett: returfrakten betalar vi.",
            ],
          },
          {
            question: "Hur reklamerar jag en trasig vara?",
            answer: [
              "Enligt konsumentköplagen kan du reklamera fel som fanns när du fick varan i tre år. Kontakta oss och beskriv felet, gärna med modell och eventuell felkod.",
              "Blir vi inte överens kan du vända dig till Allmänna reklamationsnämnden (ARN).",
            ],
          },
        ],
      },
      {
        heading: "Elsparkcyklar",
        questions: [
          {
            question: "Får jag köra elsparkcykeln på gatan?",
            answer: [
              "En elsparkcykel utan pedaler räknas som cykel om den är konstruerad för högst 20 km/h och högst 250 watt kontinuerlig effekt. Då gäller cykelreglerna: hjälm om du är under 15 år, broms, ringklocka och lyse när det är mörkt, och inga passagerare. Du kör på cykelbanan, annars på körbanan, och sedan 1 september 2022 inte på trottoaren.",
              "En elsparkcykel som går fortare eller är starkare är ingen cykel. Den får bara köras på allmän väg om den är typgodkänd som moped, annars bara inom inhägnade områden.",
            ],
          },
          {
            question: "Behöver elsparkcykeln vara försäkrad?",
            answer: [
              "Sedan 23 december 2023 krävs trafikförsäkring för eldrivna fordon utan pedaler som är konstruerade för mer än 20 km/h, eller för mer än 14 km/h och som väger mer än 25 kg.",
            ],
          },
          {
            question: "Hjälper ni till med trimning?",
            answer: [
              "Vi berättar vad trimning innebär: en elsparkcykel som trimmas för högre fart eller effekt lämnar cykelklassen och får då inte köras på allmän väg. Vi marknadsför inte trimning för trafik.",
            ],
          },
        ],
      },
      {
        heading: "Konto, nyhetsbrev och cookies",
        questions: [
          {
            question: "Behöver jag ett konto för att handla?",
            answer: [
              "Nej. Du kan handla som gäst och följa din order med ordernummer och e-postadress. Med ett konto fylls dina uppgifter i åt dig och du ser alla dina beställningar under Mitt konto.",
            ],
          },
          {
            question: "Hur avslutar jag nyhetsbrevet?",
            answer: [
              "Varje nyhetsbrev kommer att ha en länk för att avsluta prenumerationen. Vill du avsluta redan nu skriver du till oss via kontaktformuläret.",
            ],
          },
          {
            question: "Vilka cookies använder ni?",
            answer: [
              "Bara de som behövs för att butiken ska fungera, och – om du säger ja – de som sparar dina val av språk, valuta och färg. Detaljerna står i integritetspolicyn.",
            ],
          },
        ],
      },
    ],
    more: "Hittade du inte svaret? Kontakta oss",
  },
  en: {
    title: "Frequently asked questions",
    description:
      "Answers to common questions about prices, delivery, withdrawal, complaints and electric scooters at Kretsbutiken.",
    intro:
      "Here are the answers to what customers ask most often. If you cannot find your answer, you are welcome to contact us.",
    groups: [
      {
        heading: "Prices and payment",
        questions: [
          {
            question: "Is VAT included in the prices?",
            answer: [
              "Yes. All prices are in Swedish kronor and include 25% VAT. Delivery and payment fees are shown before you place your order.",
            ],
          },
          {
            question: "Can I pay in euros or dollars?",
            answer: [
              "No. You can show prices approximately in dollars, euros or rupees, but you always pay in Swedish kronor. The conversion is only a comparison; your bank or card issuer converts the amount into your currency.",
            ],
          },
          {
            question: "Which payment methods are there?",
            answer: [
              "Card, Swish and invoice. Invoice is credit: you pay within 14 days of delivery. Every payment method and any fee is shown at checkout before you complete the purchase.",
            ],
          },
        ],
      },
      {
        heading: "Delivery",
        questions: [
          {
            question: "What does delivery cost and how long does it take?",
            answer: [
              "At checkout you see every delivery option with its price and expected delivery time, before you pay.",
            ],
          },
        ],
      },
      {
        heading: "Withdrawal and complaints",
        questions: [
          {
            question: "Can I cancel my purchase?",
            answer: [
              "Yes. You have a 14-day right of withdrawal from the day you received the goods, under the Swedish Distance Contracts Act. We refund what you paid, including standard delivery, within 14 days of receiving your notice.",
              'The easiest way is "Withdraw from a purchase (Ångra köp)" at the bottom of every page, without signing in; you get a receipt at once. Then you choose a pickup point or a parcel locker and get a free return label: we pay the return delivery.',
            ],
          },
          {
            question: "How do I complain about a faulty product?",
            answer: [
              "Under the Swedish Consumer Sales Act you can complain about faults that were present when you received the goods for three years. Contact us and describe the fault, ideally with the model and any error code.",
              "If we cannot agree, you can turn to the National Board for Consumer Disputes (ARN).",
            ],
          },
        ],
      },
      {
        heading: "Electric scooters",
        questions: [
          {
            question: "May I ride the electric scooter on the street?",
            answer: [
              "An electric scooter without pedals counts as a bicycle if it is designed for at most 20 km/h and at most 250 watts of continuous power. Bicycle rules then apply: a helmet if you are under 15, brakes, a bell and lights in the dark, and no passengers. You ride on the cycle track, otherwise on the roadway, and since 1 September 2022 not on the pavement.",
              "A faster or more powerful electric scooter is not a bicycle. It may only be used on public roads if it is type-approved as a moped, otherwise only in enclosed areas.",
            ],
          },
          {
            question: "Does the electric scooter need insurance?",
            answer: [
              "Since 23 December 2023, traffic insurance is required for pedal-less electric vehicles designed for more than 20 km/h, or for more than 14 km/h and weighing more than 25 kg.",
            ],
          },
          {
            question: "Do you help with tuning?",
            answer: [
              "We explain what tuning means: an electric scooter tuned for more speed or power leaves the bicycle class and may then not be used on public roads. We do not advertise tuning for traffic.",
            ],
          },
        ],
      },
      {
        heading: "Account, newsletter and cookies",
        questions: [
          {
            question: "Do I need an account to shop?",
            answer: [
              "No. You can shop as a guest and follow your order with its order number and your email address. With an account your details are filled in for you and you see all your orders in your account.",
            ],
          },
          {
            question: "How do I unsubscribe from the newsletter?",
            answer: [
              "Every newsletter will have a link to unsubscribe. If you want to unsubscribe already now, write to us through the contact form.",
            ],
          },
          {
            question: "Which cookies do you use?",
            answer: [
              "Only those the shop needs to work, and – if you say yes – those that keep your choice of language, currency and colour. The details are in the privacy policy.",
            ],
          },
        ],
      },
    ],
    more: "Did not find the answer? Contact us",
  },
});
