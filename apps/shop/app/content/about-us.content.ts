import type { ProseSection } from "../components/prose.tsx";
import { defineContent } from "../../domain/define-messages.ts";

export interface AboutContent {
  title: string;
  description: string;
  intro: string;
  sections: ProseSection[];
  terms: string;
  contact: string;
}

export const aboutContent = defineContent<AboutContent>({
  se: {
    title: "Om oss",
    description:
      "Kretsbutiken är en svensk webbutik för mobiler, surfplattor, spelkonsoler och elsparkcyklar – med reservdelarna och tillbehören som håller dem igång.",
    intro:
      "Kretsbutiken är en svensk webbutik för dig som vill att din elektronik ska hålla. Vi säljer mobiler, surfplattor, spelkonsoler och elsparkcyklar – och reservdelarna och tillbehören som håller dem igång.",
    sections: [
      {
        heading: "Det här hittar du hos oss",
        paragraphs: [
          "Sortimentet är uppdelat efter märke och modell, så att det är lätt att hitta rätt del till rätt enhet.",
        ],
        list: [
          "Mobiler och surfplattor från Apple, Samsung, Huawei och Sony Xperia",
          "Spelkonsoler från PlayStation, Xbox och Nintendo, med tillbehör och simuleringsutrustning",
          "Elsparkcyklar med reservdelar",
          "Ljud, väskor, fodral och andra tillbehör",
        ],
      },
      {
        heading: "Laga hellre än att slänga",
        paragraphs: [
          "En stor del av vårt sortiment är reservdelar. På bloggen skriver vi guider om felsökning och om felkoderna på elsparkcyklar från Xiaomi och Segway-Ninebot, så att du kan ta reda på vad som är fel innan du köper en del.",
          "Vi berättar också vad som gäller i trafiken. En elsparkcykel som trimmas för högre fart eller effekt räknas inte längre som cykel, och det säger vi rakt ut.",
        ],
      },
      {
        heading: "Tydliga priser och villkor",
        paragraphs: [
          "Alla priser står i svenska kronor inklusive 25 % moms. Du har 14 dagars ångerrätt och tre års reklamationsrätt enligt konsumentköplagen.",
          "Vill du se priserna i en annan valuta räknar vi om dem ungefärligt, men du betalar alltid i kronor.",
        ],
      },
    ],
    terms: "Läs våra köpvillkor",
    contact: "Frågor? Kontakta kundservice",
  },
  en: {
    title: "About us",
    description:
      "Kretsbutiken is a Swedish online shop for phones, tablets, game consoles and electric scooters – with the spare parts and accessories that keep them going.",
    intro:
      "Kretsbutiken is a Swedish online shop for people who want their electronics to last. We sell phones, tablets, game consoles and electric scooters – and the spare parts and accessories that keep them going.",
    sections: [
      {
        heading: "What you will find here",
        paragraphs: [
          "The range is sorted by brand and model, so it is easy to find the right part for the right device.",
        ],
        list: [
          "Phones and tablets from Apple, Samsung, Huawei and Sony Xperia",
          "Game consoles from PlayStation, Xbox and Nintendo, with accessories and simulation gear",
          "Electric scooters with spare parts",
          "Audio, bags, cases and other accessories",
        ],
      },
      {
        heading: "Repair rather than throw away",
        paragraphs: [
          "A large part of our range is spare parts. On the blog we write guides on troubleshooting and on the error codes of Xiaomi and Segway-Ninebot electric scooters, so you can find out what is wrong before you buy a part.",
          "We also explain the traffic rules. An electric scooter tuned for more speed or power no longer counts as a bicycle, and we say so plainly.",
        ],
      },
      {
        heading: "Clear prices and terms",
        paragraphs: [
          "All prices are in Swedish kronor including 25% VAT. You have a 14-day right of withdrawal and a three-year right to complain under the Swedish Consumer Sales Act.",
          "If you want to see prices in another currency we convert them approximately, but you always pay in kronor.",
        ],
      },
    ],
    terms: "Read our terms of purchase",
    contact: "Questions? Contact customer service",
  },
});
