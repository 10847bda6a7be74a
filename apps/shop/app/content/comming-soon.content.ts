import { defineContent } from "../../domain/define-messages.ts";

export interface ComingSoonContent {
  title: string;
  description: string;
  lead: string;
  text: string;
  newsletterHeading: string;
  /** Before the configured opening: "{date}" is the day and time in words. */
  opensAt: string;
  /** Once the configured opening has passed. */
  opened: string;
  toShop: string;
}

export const comingSoonContent = defineContent<ComingSoonContent>({
  se: {
    title: "Kommer snart",
    description:
      "Kretsbutikens nya webbutik öppnar snart. Anmäl dig till nyhetsbrevet så hör vi av oss.",
    lead: "Vi bygger om Kretsbutiken.",
    text: "Den nya butiken med mobiler, surfplattor, konsoler, elsparkcyklar och reservdelar öppnar snart. Lämna din e-postadress så meddelar vi dig när den är klar.",
    newsletterHeading: "Få besked när vi öppnar",
    opensAt: "Vi öppnar {date}.",
    opened: "Nu har vi öppnat!",
    toShop: "Till butiken",
  },
  en: {
    title: "Coming soon",
    description:
      "Kretsbutiken's new online shop opens soon. Sign up for the newsletter and we will be in touch.",
    lead: "We are rebuilding Kretsbutiken.",
    text: "The new shop with phones, tablets, consoles, electric scooters and spare parts opens soon. Leave your email address and we will let you know when it is ready.",
    newsletterHeading: "Hear when we open",
    opensAt: "We open on {date}.",
    opened: "We are open!",
    toShop: "To the shop",
  },
});
