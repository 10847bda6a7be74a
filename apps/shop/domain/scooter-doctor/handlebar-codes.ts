// Codes for the parts in the handlebar: the dashboard link (10), the throttle (14) and the
// brake sensor (15). Facts follow the shop's articles felkod-10, felkod-14 and felkod-15.
import { sharedCode } from "./applicability.ts";
import { DRY_OUT, RESEAT_DASHBOARD_PLUGS, RESTART } from "./common-steps.ts";
import type { ErrorCode, LikelyCause } from "./error-code.ts";
import { HEX_KEYS, PHONE_APP, SCREWDRIVER, TORCH, tools } from "./tools.ts";

/** The throttle's and the brake sensor's cables both end in a plug at the dashboard. */
const LOOSE_DASHBOARD_PLUG: LikelyCause = {
  text: {
    se: "Lös eller ärgig kontakt vid displayen.",
    en: "A loose or corroded plug at the dashboard.",
  },
  workshop: false,
  parts: [],
};

const DASHBOARD_LINK: ErrorCode = {
  code: 10,
  checks: {
    se: "Att displayen i styret får svar från styrenheten i fotplattan.",
    en: "That the dashboard in the handlebar gets answers from the controller in the deck.",
  },
  verdict: "no",
  verdictReason: {
    se: "När kontakten bryts kan motorn slå ifrån plötsligt, även mitt i en backe.",
    en: "When the link drops the motor can cut out without warning, even halfway down a hill.",
  },
  causes: [
    {
      text: {
        se: "Ett tillfälligt fel som går över vid omstart.",
        en: "A passing glitch that clears on restart.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Glappande kontakt vid displayen, ofta efter vibrationer eller ett delbyte.",
        en: "A loose plug at the dashboard, often after vibration or a part swap.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Klämd eller nött kabel vid fällmekanismen eller där den går in i fotplattan.",
        en: "A pinched or worn cable at the folding joint or where it enters the deck.",
      },
      workshop: true,
      parts: ["cable-harness"],
    },
    {
      text: { se: "Fukt och ärg i kontakterna.", en: "Moisture and corrosion in the connectors." },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "En firmwareuppdatering som avbröts halvvägs.",
        en: "A firmware update that stopped halfway.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Trasigt display- och Bluetooth-kort.",
        en: "A broken dashboard and Bluetooth board.",
      },
      workshop: false,
      parts: ["dashboard"],
    },
    {
      text: {
        se: "Trasig styrenhet, oftast efter vatten eller kortslutning.",
        en: "A broken controller, usually after water or a short circuit.",
      },
      workshop: true,
      parts: ["controller"],
    },
  ],
  steps: [
    RESTART,
    RESEAT_DASHBOARD_PLUGS,
    {
      text: {
        se: "Fäll styrstången upp och ner med elsparkcykeln påslagen. Kommer och går felet sitter skadan i kabeln vid fällmekanismen.",
        en: "Fold the stem up and down with the scooter switched on. If the fault comes and goes, the cable is damaged at the folding joint.",
      },
      difficulty: "easy",
      tools: tools(TORCH),
      minutes: 5,
    },
    {
      text: {
        se: "Kom felet direkt efter en uppdatering? Läs av status och flasha om med en app som XiaoFlasher.",
        en: "Did the fault start right after an update? Read the status and flash again with an app such as XiaoFlasher.",
      },
      difficulty: "medium",
      tools: tools(PHONE_APP),
      minutes: 20,
    },
    {
      text: {
        se: "Prova med en display du vet fungerar. Försvinner felet byter du display, annars är styrenheten nästa misstänkta. Byt aldrig båda samtidigt.",
        en: "Try a dashboard you know works. If the fault goes, replace the dashboard; if not, the controller is next. Never swap both at once.",
      },
      difficulty: "medium",
      tools: tools(SCREWDRIVER, HEX_KEYS),
      minutes: 30,
    },
  ],
  appliesTo: sharedCode(),
  article: "felkod-10",
};

const THROTTLE: ErrorCode = {
  code: 14,
  checks: {
    se: "Att gasreglagets signal ligger inom det normala och att gasen inte är intryckt vid start.",
    en: "That the throttle signal is within its normal range and that the throttle is not pressed at start-up.",
  },
  verdict: "no",
  verdictReason: {
    se: "Ett gasreglage som ger fel signal kan ge gas när du inte vill; kör först när koden är borta.",
    en: "A throttle sending a wrong signal can accelerate when you do not want it to; ride only once the code is gone.",
  },
  causes: [
    {
      text: {
        se: "Tummen låg på gasen när du startade.",
        en: "Your thumb was on the throttle when you switched on.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Gasreglaget fjädrar inte tillbaka, efter en vurpa eller av grus och smuts.",
        en: "The throttle does not spring back, after a fall or because of grit and dirt.",
      },
      workshop: false,
      parts: ["throttle"],
    },
    LOOSE_DASHBOARD_PLUG,
    {
      text: {
        se: "Skadad kabel där den böjs vid styret eller kläms av en mobilhållare.",
        en: "A damaged cable where it bends at the bar or is squeezed by a phone holder.",
      },
      workshop: false,
      parts: ["throttle"],
    },
    {
      text: { se: "Fukt i gasreglaget.", en: "Moisture in the throttle." },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Trasig hallgivare i gasreglaget, då byts hela reglaget.",
        en: "A failed Hall sensor in the throttle, which means a new throttle.",
      },
      workshop: false,
      parts: ["throttle"],
    },
    {
      text: {
        se: "Trasigt displaykort, om ett nytt gasreglage inte hjälper.",
        en: "A broken dashboard board, if a new throttle does not help.",
      },
      workshop: false,
      parts: ["dashboard"],
    },
  ],
  steps: [
    RESTART,
    {
      text: {
        se: "Tryck ner gasen och släpp. Den ska gå tillbaka till stoppet direkt. Kärvar den: rengör runt axeln med torr trasa och tryckluft, ingen olja.",
        en: "Press the throttle and let go. It should return to its stop at once. If it sticks, clean round the pivot with a dry cloth and compressed air, no oil.",
      },
      difficulty: "easy",
      tools: tools(["tryckluft", "compressed air"]),
      minutes: 5,
    },
    {
      text: {
        se: "Starta och vrid styret åt båda hållen. Kommer koden när du svänger sitter felet i kabeln.",
        en: "Switch on and turn the bar both ways. If the code appears as you steer, the fault is in the cable.",
      },
      difficulty: "easy",
      tools: tools(TORCH),
      minutes: 5,
    },
    RESEAT_DASHBOARD_PLUGS,
    DRY_OUT,
    {
      text: {
        se: "Byt gasreglaget. Hjälper inte det sitter felet i displaykortet. Provkör efteråt med hjulet fritt från marken.",
        en: "Replace the throttle. If that does not help, the dashboard board is at fault. Test afterwards with the wheel off the ground.",
      },
      difficulty: "medium",
      tools: tools(HEX_KEYS, SCREWDRIVER),
      minutes: 45,
    },
  ],
  appliesTo: sharedCode(),
  article: "felkod-14",
  note: {
    se: "Accelererar elsparkcykeln av sig själv eller hänger gasen kvar: sluta köra direkt och lämna in den.",
    en: "If the scooter speeds up on its own or the throttle hangs, stop riding at once and bring it in.",
  },
};

const BRAKE_SENSOR: ErrorCode = {
  code: 15,
  checks: {
    se: "Att bromsgivaren i handtaget ger en rimlig signal och inte visar broms redan vid start.",
    en: "That the brake lever sensor gives a sensible signal and does not report braking at start-up.",
  },
  verdict: "no",
  verdictReason: {
    se: "Med fel i bromsgivaren kan motorn fortsätta dra medan du bromsar.",
    en: "With a faulty brake sensor the motor may keep pulling while you brake.",
  },
  causes: [
    {
      text: {
        se: "Handtaget går inte tillbaka helt, ofta för att vajern spänts för att ta igen slitna belägg.",
        en: "The lever does not return fully, often because the cable was tightened to make up for worn pads.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Böjt handtag efter en vurpa eller fall.",
        en: "A bent lever after a crash or fall.",
      },
      workshop: false,
      parts: ["brake-lever"],
    },
    {
      text: {
        se: "Magneten i handtaget har lossnat eller flyttat sig.",
        en: "The magnet in the lever has come loose or moved.",
      },
      workshop: false,
      parts: ["brake-lever"],
    },
    LOOSE_DASHBOARD_PLUG,
    {
      text: {
        se: "Skadad kabel eller fukt i givaren.",
        en: "A damaged cable or moisture in the sensor.",
      },
      workshop: false,
      parts: ["brake-lever"],
    },
    {
      text: {
        se: "Trasig givare, mer sällan ett trasigt displaykort.",
        en: "A failed sensor, less often a broken dashboard board.",
      },
      workshop: false,
      parts: ["brake-lever", "dashboard"],
    },
  ],
  steps: [
    RESTART,
    {
      text: {
        se: "Tryck handtaget försiktigt utåt. Rör det sig en bit lossar du vajern lite så att det vilar mot stoppet, och kontrollerar sedan att bromsen fortfarande tar ordentligt.",
        en: "Push the lever gently outwards. If it moves, slacken the cable a little so it rests on its stop, then check that the brake still bites properly.",
      },
      difficulty: "medium",
      tools: tools(HEX_KEYS),
      minutes: 15,
    },
    {
      text: {
        se: "Leta upp magneten nära handtagets axel. Sitter den löst eller fel är ett nytt handtag säkrast.",
        en: "Find the magnet near the lever pivot. If it is loose or out of place, a new lever is the safest fix.",
      },
      difficulty: "easy",
      tools: tools(TORCH),
      minutes: 5,
    },
    RESEAT_DASHBOARD_PLUGS,
    DRY_OUT,
    {
      text: {
        se: "Byt bromshandtaget med givaren. Finns felet kvar är det displaykortet.",
        en: "Replace the brake lever with its sensor. If the fault stays, it is the dashboard board.",
      },
      difficulty: "medium",
      tools: tools(HEX_KEYS, SCREWDRIVER),
      minutes: 40,
    },
  ],
  appliesTo: sharedCode(),
  article: "felkod-15",
  note: {
    se: "Koppla aldrig ur givaren för att bli av med koden: då slutar motorn stänga av när du bromsar. Slitna belägg byts, de kompenseras inte med vajern.",
    en: "Never unplug the sensor to get rid of the code: the motor then stops cutting out when you brake. Worn pads are replaced, not made up for with the cable.",
  },
};

export const HANDLEBAR_CODES = [DASHBOARD_LINK, THROTTLE, BRAKE_SENSOR] as const;
