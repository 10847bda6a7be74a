// Codes about the controller itself: its settings (27), its serial number (35) and its
// temperature (40). 35 follows the shop's article felkod-35.
import { sharedCode } from "./applicability.ts";
import { LEAVE_AT_WORKSHOP, RESTART } from "./common-steps.ts";
import type { ErrorCode } from "./error-code.ts";
import { PHONE_APP, tools } from "./tools.ts";

const CONTROLLER_SETTINGS: ErrorCode = {
  code: 27,
  checks: {
    se: "Att styrenhetens lagrade inställningar (lösenord och konfiguration) är giltiga.",
    en: "That the controller's stored settings (password and configuration) are valid.",
  },
  verdict: "no",
  verdictReason: {
    se: "Med ogiltiga inställningar vet vi inte hur styrenheten styr motorn.",
    en: "With invalid settings there is no telling how the controller drives the motor.",
  },
  causes: [
    {
      text: {
        se: "Flashning med egen eller fel firmware som skrev över inställningarna.",
        en: "Flashing custom or wrong firmware that overwrote the settings.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Styrenhet från en annan modell eller en reservdel som inte är färdigställd.",
        en: "A controller from another model or a spare that was never set up.",
      },
      workshop: true,
      parts: ["controller"],
    },
    {
      text: { se: "Skadat minne i styrenheten.", en: "Damaged memory in the controller." },
      workshop: true,
      parts: ["controller"],
    },
  ],
  steps: [
    RESTART,
    {
      text: {
        se: "Läs av firmware och serienummer med en flashningsapp och flasha tillbaka originalfirmware för din modell. Nedgradera inte en nyare styrenhet.",
        en: "Read firmware and serial number with a flashing app and flash the original firmware for your model back. Do not downgrade a newer controller.",
      },
      difficulty: "medium",
      tools: tools(PHONE_APP),
      minutes: 30,
    },
    LEAVE_AT_WORKSHOP,
  ],
  appliesTo: sharedCode(),
  note: {
    se: "Ingen transistorkod, trots att den ofta nämns ihop med 28 och 29. Listorna beskriver 27 som fel lösenord eller ogiltig konfiguration i styrenheten; vi har inte prövat hur varje modell beter sig.",
    en: "Not a transistor code, though often named with 28 and 29. The lists describe 27 as a wrong password or invalid configuration in the controller; we have not tried how each model behaves.",
  },
};

const SERIAL_NUMBER: ErrorCode = {
  code: 35,
  checks: {
    se: "Att styrenhetens serienummer finns och ser giltigt ut.",
    en: "That the controller's serial number is present and looks valid.",
  },
  verdict: "carefully",
  verdictReason: {
    se: "Inget är trasigt i vanlig mening, men elsparkcykeln kan vara begränsad tills rätt nummer är inskrivet.",
    en: "Nothing is broken as such, but the scooter may be limited until the right number is written back.",
  },
  causes: [
    {
      text: {
        se: "Styrenheten är nyss bytt och har ett tomt eller generiskt serienummer.",
        en: "The controller was just replaced and has a blank or generic serial number.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Flashning som skrev över eller nollställde numret.",
        en: "Flashing that overwrote or reset the number.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Styrenhet från en annan modell, så att numrets format inte stämmer.",
        en: "A controller from another model, so the number's format does not match.",
      },
      workshop: true,
      parts: ["controller"],
    },
    {
      text: {
        se: "Skadat minne efter fukt eller strömavbrott under uppdatering. Ovanligt.",
        en: "Damaged memory after moisture or a power cut during an update. Rare.",
      },
      workshop: true,
      parts: ["controller"],
    },
  ],
  steps: [
    {
      text: {
        se: "Leta upp cykelns serienummer på dekalen på ramen och fotografera det.",
        en: "Find the scooter's serial number on the frame sticker and take a photo of it.",
      },
      difficulty: "easy",
      tools: tools(),
      minutes: 5,
    },
    {
      text: {
        se: "Läs av vilket nummer styrenheten har med en app som XiaoFlasher.",
        en: "Read the number the controller holds with an app such as XiaoFlasher.",
      },
      difficulty: "easy",
      tools: tools(PHONE_APP),
      minutes: 10,
    },
    {
      text: {
        se: "Skriv in cykelns eget nummer från dekalen, aldrig ett påhittat. Starta om och kontrollera att koden är borta.",
        en: "Write the scooter's own number from the sticker, never a made-up one. Restart and check that the code is gone.",
      },
      difficulty: "medium",
      tools: tools(PHONE_APP),
      minutes: 15,
    },
    LEAVE_AT_WORKSHOP,
  ],
  appliesTo: sharedCode(),
  article: "felkod-35",
  note: {
    se: "Om och hur mycket farten begränsas med koden skiljer sig mellan firmwareversioner; det har vi inte kunnat bekräfta. Vissa nyare styrenheter tål inte nedgradering.",
    en: "Whether and how much speed is limited with this code differs between firmware versions; we could not confirm it. Some newer controllers cannot take a downgrade.",
  },
};

const CONTROLLER_TEMPERATURE: ErrorCode = {
  code: 40,
  checks: {
    se: "Att styrenhetens temperatur ligger inom det tillåtna och att dess temperaturgivare fungerar.",
    en: "That the controller temperature is within limits and its temperature sensor works.",
  },
  verdict: "carefully",
  verdictReason: {
    se: "Låt styrenheten svalna; kör sedan lugnare och undvik långa branta backar.",
    en: "Let the controller cool down; then ride more gently and avoid long steep hills.",
  },
  causes: [
    {
      text: {
        se: "Överhettning efter lång uppförsbacke, tung last eller varmt väder.",
        en: "Overheating after a long uphill, a heavy load or hot weather.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Trimmad firmware med högre motorström.",
        en: "Tuned firmware with a higher motor current.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Trasig temperaturgivare i styrenheten, om koden visas när den är kall.",
        en: "A failed temperature sensor in the controller, if the code shows when it is cold.",
      },
      workshop: true,
      parts: ["controller"],
    },
  ],
  steps: [
    {
      text: {
        se: "Stanna, stäng av och låt elsparkcykeln svalna en halvtimme i skuggan.",
        en: "Stop, switch off and let the scooter cool for half an hour in the shade.",
      },
      difficulty: "easy",
      tools: tools(),
      minutes: 30,
    },
    {
      text: {
        se: "Har den trimmats: återgå till originalfirmware. Trimmad över 20 km/h eller 250 W räknas den inte längre som cykel.",
        en: "If it has been tuned, go back to the original firmware. Tuned beyond 20 km/h or 250 W it no longer counts as a bicycle.",
      },
      difficulty: "medium",
      tools: tools(PHONE_APP),
      minutes: 30,
    },
    LEAVE_AT_WORKSHOP,
  ],
  appliesTo: sharedCode(),
  note: {
    se: "Listorna skiljer sig: vissa beskriver 40 som för hög temperatur, andra som fel på temperaturgivaren. Visas koden på en kall elsparkcykel är givaren trolig.",
    en: "The lists differ: some call 40 too high a temperature, others a temperature sensor fault. If it shows on a cold scooter, the sensor is likely.",
  },
};

export const CONTROLLER_CODES = [
  CONTROLLER_SETTINGS,
  SERIAL_NUMBER,
  CONTROLLER_TEMPERATURE,
] as const;
