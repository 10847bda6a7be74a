// Codes for the battery and its charging: charge switches (16, 17), the battery's own
// electronics (21, 39) and system voltage (24). 16 and 17 follow the shop's articles.
import { ninebotCode, sharedCode } from "./applicability.ts";
import { DRY_OUT, LEAVE_AT_WORKSHOP, RESTART } from "./common-steps.ts";
import type { ErrorCode, FixStep } from "./error-code.ts";
import { CONTACT_CLEANER, SCREWDRIVER, TORCH, tools } from "./tools.ts";

const CHECK_CHARGER: FixStep = {
  text: {
    se: "Använd originalladdaren eller en laddare gjord för modellen. Titta efter skador på sladd och kontakt, och prova gärna en lånad laddare som fungerar.",
    en: "Use the original charger or one made for the model. Look for damage on lead and plug, and try a borrowed charger that works if you can.",
  },
  difficulty: "easy",
  tools: tools(TORCH),
  minutes: 10,
};

const CHECK_CHARGING_PORT: FixStep = {
  text: {
    se: "Lys in i laddporten. Stiften ska vara blanka och raka, utan fukt, ärg eller brännmärken. Brännmärken betyder ny port.",
    en: "Shine a light into the charging port. The pins should be bright and straight, with no moisture, corrosion or burn marks. Burn marks mean a new port.",
  },
  difficulty: "easy",
  tools: tools(TORCH),
  minutes: 5,
};

const BATTERY_PLUG: FixStep = {
  text: {
    se: "Stäng av, koppla ur laddaren och öppna fotplattan. Kontrollera att batteriets kontakter sitter i och är rena. Ser du vatten eller smälta kontakter: stäng och lämna in.",
    en: "Switch off, unplug the charger and open the deck. Check that the battery plugs are seated and clean. If you see water or melted plugs, close it and bring it in.",
  },
  difficulty: "medium",
  tools: tools(SCREWDRIVER, TORCH),
  minutes: 20,
};

const INTERNAL_CHARGE_SWITCH: ErrorCode = {
  code: 16,
  checks: {
    se: "Att laddbrytaren (MOSFET) för det inbyggda batteriet släpper på och stänger av laddningen som den ska.",
    en: "That the charge switch (MOSFET) for the built-in battery turns charging on and off as it should.",
  },
  verdict: "carefully",
  verdictReason: {
    se: "Korta lugna turer på det som finns i batteriet går oftast, men ladda inte igen förrän felet är utrett.",
    en: "Short, gentle rides on what is left in the battery usually work, but do not charge again until the fault is found.",
  },
  causes: [
    {
      text: { se: "Fukt eller smuts i laddporten.", en: "Moisture or dirt in the charging port." },
      workshop: false,
      parts: ["charging-port"],
    },
    {
      text: {
        se: "Lös eller ärgig kontakt mellan batteri och styrenhet.",
        en: "A loose or corroded plug between battery and controller.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: { se: "Fel eller trasig laddare.", en: "A wrong or broken charger." },
      workshop: false,
      parts: ["charger"],
    },
    {
      text: {
        se: "Trasig laddbrytare i styrenheten.",
        en: "A failed charge switch in the controller.",
      },
      workshop: true,
      parts: ["controller"],
    },
    {
      text: {
        se: "Fel i batteriets styrkort (BMS).",
        en: "A fault in the battery management board (BMS).",
      },
      workshop: true,
      parts: ["battery"],
    },
  ],
  steps: [RESTART, CHECK_CHARGING_PORT, CHECK_CHARGER, BATTERY_PLUG, LEAVE_AT_WORKSHOP],
  appliesTo: ninebotCode(),
  article: "felkod-16",
  note: {
    se: "Ingen publicerad Xiaomi-kod. Ladda aldrig obevakat eller över natten när koden visas, och öppna aldrig batteriet.",
    en: "Not a published Xiaomi code. Never charge unattended or overnight while the code shows, and never open the battery.",
  },
};

const EXTERNAL_CHARGE_SWITCH: ErrorCode = {
  code: 17,
  checks: {
    se: "Att laddbrytaren (MOSFET) för extrabatteriet svarar rätt.",
    en: "That the charge switch (MOSFET) for the external battery answers correctly.",
  },
  verdict: "carefully",
  verdictReason: {
    se: "Det går ofta att köra kort på det inbyggda batteriet, men ladda inte obevakat förrän felet är hittat.",
    en: "You can often ride short distances on the built-in battery, but do not charge unattended until the fault is found.",
  },
  causes: [
    {
      text: {
        se: "Dålig kontakt i extrabatteriets kontaktdon vid styrstången.",
        en: "A poor connection in the external battery's plug at the stem.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Skadad kabel vid fällmekanismen.",
        en: "A damaged cable at the folding joint.",
      },
      workshop: true,
      parts: ["cable-harness"],
    },
    {
      text: { se: "Fukt i extrabatteriet.", en: "Moisture in the external battery." },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Fel i extrabatteriets BMS, till exempel efter djupurladdning.",
        en: "A fault in the external battery's BMS, for instance after deep discharge.",
      },
      workshop: true,
      parts: ["battery"],
    },
    {
      text: { se: "Fel i styrenheten.", en: "A fault in the controller." },
      workshop: true,
      parts: ["controller"],
    },
  ],
  steps: [
    RESTART,
    {
      text: {
        se: "Lossa extrabatteriets kontakt, lys på stiften, rengör ärg försiktigt och tryck tillbaka den tills den sitter i botten.",
        en: "Unplug the external battery, look at the pins, clean off corrosion gently and push the plug back until fully home.",
      },
      difficulty: "easy",
      tools: tools(TORCH, CONTACT_CLEANER),
      minutes: 10,
    },
    DRY_OUT,
    {
      text: {
        se: "Koppla bort extrabatteriet och kör en kort bit. Försvinner koden sitter felet i extrabatteriet eller dess kabel, annars i styrenheten.",
        en: "Disconnect the external battery and ride a short way. If the code goes, the fault is in that battery or its cable; if not, in the controller.",
      },
      difficulty: "easy",
      tools: tools(),
      minutes: 15,
    },
    LEAVE_AT_WORKSHOP,
  ],
  appliesTo: ninebotCode({
    se: "Max G30 har inget extrabatteri från fabrik, så koden är ovanlig här. Vi ser den mest på ES-modeller med extrabatteri.",
    en: "The Max G30 has no external battery as standard, so the code is rare here. We see it mostly on ES models with an extra battery.",
  }),
  article: "felkod-17",
  note: {
    se: "Hur elsparkcykeln beter sig med koden skiljer sig mellan modell och firmware. Ingen publicerad Xiaomi-kod.",
    en: "How the scooter behaves with this code differs between model and firmware. Not a published Xiaomi code.",
  },
};

const BATTERY_LINK: ErrorCode = {
  code: 21,
  checks: {
    se: "Att styrenheten får kontakt med batteriets styrkort (BMS).",
    en: "That the controller can talk to the battery management board (BMS).",
  },
  verdict: "no",
  verdictReason: {
    se: "Utan kontakt med batteriets elektronik vet styrenheten inte om batteriet mår bra.",
    en: "Without contact with the battery electronics the controller cannot tell whether the battery is healthy.",
  },
  causes: [
    {
      text: {
        se: "Lös eller ärgig datakontakt mellan batteri och styrenhet.",
        en: "A loose or corroded data plug between battery and controller.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Batteriet är djupurladdat så att BMS har stängt av.",
        en: "The battery is so deeply discharged that the BMS has shut down.",
      },
      workshop: true,
      parts: ["battery"],
    },
    {
      text: {
        se: "Ett batteri från tredje part eller en batteriuppdatering som inte passar styrenheten.",
        en: "A third-party battery or a battery update that does not suit the controller.",
      },
      workshop: true,
      parts: ["battery"],
    },
    {
      text: {
        se: "Trasigt BMS eller fel i styrenheten.",
        en: "A failed BMS or a controller fault.",
      },
      workshop: true,
      parts: ["battery", "controller"],
    },
  ],
  steps: [
    RESTART,
    {
      text: {
        se: "Sätt på laddaren en stund och se om laddarens lampa visar laddning. Gör den inte det kan batteriet vara djupurladdat.",
        en: "Connect the charger for a while and see whether its light shows charging. If not, the battery may be deeply discharged.",
      },
      difficulty: "easy",
      tools: tools(),
      minutes: 30,
    },
    BATTERY_PLUG,
    LEAVE_AT_WORKSHOP,
  ],
  appliesTo: sharedCode(),
  note: {
    se: "Koden har samma innebörd i Xiaomis och Ninebots listor. Vi har ingen egen artikel om den ännu.",
    en: "The code means the same in Xiaomi's and Ninebot's lists. We have no article on it yet.",
  },
};

const SYSTEM_VOLTAGE: ErrorCode = {
  code: 24,
  checks: {
    se: "Att systemspänningen från batteriet ligger inom det tillåtna området.",
    en: "That the system voltage from the battery is within the allowed range.",
  },
  verdict: "no",
  verdictReason: {
    se: "Med fel spänning kan motorn stänga av under belastning, till exempel i en uppförsbacke.",
    en: "With the wrong voltage the motor can cut out under load, for instance on an uphill.",
  },
  causes: [
    {
      text: {
        se: "Nästan tomt eller slitet batteri vars spänning sjunker under belastning.",
        en: "A nearly flat or worn battery whose voltage drops under load.",
      },
      workshop: false,
      parts: ["battery"],
    },
    {
      text: {
        se: "Fel laddare eller ett ombyggt batteri med annan spänning.",
        en: "A wrong charger or a modified battery with a different voltage.",
      },
      workshop: true,
      parts: ["charger", "battery"],
    },
    {
      text: { se: "Glapp i batterikontakten.", en: "A loose battery connection." },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Fel i styrenhetens spänningsmätning.",
        en: "A fault in the controller's voltage sensing.",
      },
      workshop: true,
      parts: ["controller"],
    },
  ],
  steps: [RESTART, CHECK_CHARGER, BATTERY_PLUG, LEAVE_AT_WORKSHOP],
  appliesTo: sharedCode(),
  note: {
    se: "Exakt vilka spänningsgränser som gäller varierar mellan modeller och firmware; vi anger dem därför inte.",
    en: "The exact voltage limits vary between models and firmware, so we do not give them.",
  },
};

const BATTERY_TEMPERATURE: ErrorCode = {
  code: 39,
  checks: {
    se: "Att batteriets temperaturgivare ger ett rimligt värde.",
    en: "That the battery temperature sensor gives a sensible reading.",
  },
  verdict: "no",
  verdictReason: {
    se: "Utan temperaturvakt kan batteriet inte skyddas mot överhettning.",
    en: "Without its temperature guard the battery cannot be protected from overheating.",
  },
  causes: [
    {
      text: {
        se: "Batteriet är för kallt eller för varmt, till exempel efter förvaring i minusgrader.",
        en: "The battery is too cold or too hot, for instance after being stored below freezing.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Trasig temperaturgivare eller fel i BMS.",
        en: "A failed temperature sensor or a BMS fault.",
      },
      workshop: true,
      parts: ["battery"],
    },
  ],
  steps: [
    {
      text: {
        se: "Låt elsparkcykeln stå inomhus i rumsvärme några timmar och starta sedan igen.",
        en: "Let the scooter stand indoors at room temperature for a few hours, then switch on again.",
      },
      difficulty: "easy",
      tools: tools(),
      minutes: 180,
    },
    LEAVE_AT_WORKSHOP,
  ],
  appliesTo: sharedCode(),
  note: {
    se: "Blir batteriet varmt, luktar konstigt eller sväller: ladda inte, håll avstånd och ring 112 om det börjar brinna.",
    en: "If the battery gets hot, smells odd or swells: do not charge it, keep away and call 112 if it catches fire.",
  },
};

export const BATTERY_CODES = [
  INTERNAL_CHARGE_SWITCH,
  EXTERNAL_CHARGE_SWITCH,
  BATTERY_LINK,
  SYSTEM_VOLTAGE,
  BATTERY_TEMPERATURE,
] as const;
