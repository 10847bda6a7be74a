// The articles of spec §2 under /blogs/, with their titles. The route table (app/routes.ts)
// makes a route of every path here. The texts come in the blog issue.
import type { Language } from "../i18n/language.ts";

export interface BlogArticle {
  path: string;
  title: Record<Language, string>;
}

// Codes 16 and 17 are Segway-Ninebot's only; Xiaomi publishes no such codes (market.md).
const errorCode = (codes: string, se: string, en: string, ninebotOnly = false): BlogArticle => {
  const makes = ninebotOnly
    ? "Segway-Ninebot"
    : { se: "Xiaomi och Segway-Ninebot", en: "Xiaomi and Segway-Ninebot" };
  const list = codes.replaceAll("-", ", ");
  return {
    path: `/blogs/felkod-${codes}`,
    title: {
      se: `Felkod ${list} på ${typeof makes === "string" ? makes : makes.se}: ${se}`,
      en: `Error code ${list} on ${typeof makes === "string" ? makes : makes.en}: ${en}`,
    },
  };
};

export const blogArticles: BlogArticle[] = [
  {
    path: "/blogs/service-felsokning",
    title: {
      se: "Service och felsökning av elsparkcyklar",
      en: "Servicing and troubleshooting electric scooters",
    },
  },
  {
    path: "/blogs/olika-klasser-av-elsparkcyklar",
    title: {
      se: "Olika klasser av elsparkcyklar",
      en: "The different classes of electric scooters",
    },
  },
  errorCode("10", "kommunikationsfel", "communication error"),
  errorCode("11-12-13", "fel i motorns faser", "motor phase faults"),
  errorCode("14", "fel på gasreglaget", "throttle fault"),
  errorCode("15", "fel på bromsgivaren", "brake sensor fault"),
  errorCode(
    "16",
    "fel i det interna batteriets laddkrets",
    "internal battery charging fault",
    true,
  ),
  errorCode("17", "fel i extrabatteriets laddkrets", "external battery charging fault", true),
  errorCode("35", "fel serienummer i styrenheten", "wrong controller serial number"),
  {
    path: "/blogs/xiaoflasher-uppgradering-trimmning",
    title: { se: "XiaoFlasher: uppgradering och trimning", en: "XiaoFlasher: upgrades and tuning" },
  },
  {
    path: "/blogs/xiaoflasher-applikationen-som-forenklar-felsokningen",
    title: {
      se: "XiaoFlasher – appen som förenklar felsökningen",
      en: "XiaoFlasher – the app that makes troubleshooting easier",
    },
  },
  {
    path: "/blogs/bra-att-tanka-pa-vid-kop-av-scooter",
    title: {
      se: "Bra att tänka på vid köp av elsparkcykel",
      en: "Good to know when buying an electric scooter",
    },
  },
  {
    path: "/blogs/Vad-sager-transportstyrelsen-om-elsparkcykeln",
    title: {
      se: "Vad säger Transportstyrelsen om elsparkcykeln?",
      en: "What does the Swedish Transport Agency say about electric scooters?",
    },
  },
];
