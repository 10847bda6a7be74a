// Codes for the motor and the controller's power stage: phase current (11–13), Hall sensors (18)
// and the switching transistors (28, 29). Phase facts follow the shop's article felkod-11-12-13.
import type { Localized } from "../catalogue/product.ts";
import { sharedCode } from "./applicability.ts";
import { LEAVE_AT_WORKSHOP, RESTART } from "./common-steps.ts";
import type { ErrorCode, FixStep, LikelyCause } from "./error-code.ts";
import { MULTIMETER, SCREWDRIVER, TORCH, tools } from "./tools.ts";

const LATER_PHASE_NOTE: Localized = {
  se: "Nyare Xiaomi-modeller kan använda 11–13 för andra strömfel i styrenheten än en enskild fas. Jämför med manualen.",
  en: "Newer Xiaomi models may use 11–13 for other current faults in the controller than a single phase. Compare with the manual.",
};

const SPIN_WHEEL: FixStep = {
  text: {
    se: "Rulla motorhjulet för hand med elsparkcykeln avstängd. Det ska gå lätt och jämnt; känns det trögt eller hackigt, kör inte.",
    en: "Turn the motor wheel by hand with the scooter off. It should spin freely and evenly; if it drags or judders, do not ride.",
  },
  difficulty: "easy",
  tools: tools(),
  minutes: 2,
};

const MOTOR_CABLE: FixStep = {
  text: {
    se: "Följ motorkabeln från axeln längs gaffeln eller ramen och leta efter skav, smält isolering och ställen där den kläms.",
    en: "Follow the motor cable from the axle along the fork or frame, looking for chafing, melted insulation and pinch points.",
  },
  difficulty: "easy",
  tools: tools(TORCH),
  minutes: 10,
};

const DECK_PLUGS: FixStep = {
  text: {
    se: "Koppla ur batteriet, öppna fotplattans lock och titta på motorns kontakter vid styrenheten. Svarta eller smälta kontakter betyder verkstad.",
    en: "Disconnect the battery, open the deck cover and look at the motor plugs at the controller. Black or melted plugs mean a workshop job.",
  },
  difficulty: "medium",
  tools: tools(SCREWDRIVER, TORCH),
  minutes: 20,
};

const CONTROLLER_WORN: LikelyCause = {
  text: {
    se: "Trasig transistor (MOSFET) eller strömmätning i styrenheten, ofta efter hård belastning eller trimmad firmware.",
    en: "A failed transistor (MOSFET) or current sensing in the controller, often after heavy loads or tuned firmware.",
  },
  workshop: true,
  parts: ["controller"],
};

function phaseCode(code: 11 | 12 | 13, phase: "A" | "B" | "C"): ErrorCode {
  return {
    code,
    checks: {
      se: `Att strömmen i motorns fas ${phase} är rimlig.`,
      en: `That the current in motor phase ${phase} is sensible.`,
    },
    verdict: "no",
    verdictReason: {
      se: "Ett fel i en fas kan få hjulet att bromsa eller låsa sig i farten.",
      en: "A phase fault can make the wheel drag or lock while you ride.",
    },
    causes: [
      {
        text: {
          se: "Skadad fasledning där kabeln går ut ur navet, oftast efter ett däckbyte.",
          en: "A damaged phase wire where the cable leaves the hub, usually after a tyre change.",
        },
        workshop: true,
        parts: ["motor", "cable-harness"],
      },
      {
        text: {
          se: "Lös, ärgig eller bränd kontakt mellan motorkabel och styrenhet.",
          en: "A loose, corroded or burnt plug between motor cable and controller.",
        },
        workshop: false,
        parts: [],
      },
      {
        text: {
          se: "Vatten i motorn, kabelgenomföringen eller styrenheten.",
          en: "Water in the motor, the cable entry or the controller.",
        },
        workshop: true,
        parts: [],
      },
      CONTROLLER_WORN,
      {
        text: {
          se: "Skadad motorlindning, oftast efter överhettning. Ovanligast.",
          en: "A damaged motor winding, usually after overheating. The rarest cause.",
        },
        workshop: true,
        parts: ["motor"],
      },
    ],
    steps: [
      SPIN_WHEEL,
      MOTOR_CABLE,
      DECK_PLUGS,
      {
        text: {
          se: "Med multimeter och lossade fasledningar: ingen fas får ha kontakt med axeln, och de tre paren A–B, B–C och A–C ska mäta lika.",
          en: "With a multimeter and the phase wires unplugged: no phase may connect to the axle, and the pairs A–B, B–C and A–C should read the same.",
        },
        difficulty: "hard",
        tools: tools(MULTIMETER, SCREWDRIVER),
        minutes: 30,
      },
      LEAVE_AT_WORKSHOP,
    ],
    appliesTo: sharedCode(LATER_PHASE_NOTE),
    article: "felkod-11-12-13",
    note: {
      se: "Koden pekar ut fasen men inte var felet sitter. Växlar koden mellan 11, 12 och 13 är styrenheten den troligaste boven.",
      en: "The code names the phase but not where the fault is. If it switches between 11, 12 and 13, the controller is the likeliest culprit.",
    },
  };
}

const HALL_SENSORS: ErrorCode = {
  code: 18,
  checks: {
    se: "Att motorns hallgivare, som talar om hur motorn står, ger ett giltigt läge.",
    en: "That the motor's Hall sensors, which report the rotor position, give a valid reading.",
  },
  verdict: "no",
  verdictReason: {
    se: "Utan giltiga givarsignaler kan motorn rycka, tappa kraft eller stanna.",
    en: "Without valid sensor signals the motor can jerk, lose power or stop.",
  },
  causes: [
    {
      text: {
        se: "Lös eller ärgig givarkontakt (den lilla flerpoliga) mellan motor och styrenhet.",
        en: "A loose or corroded sensor plug (the small multi-pin one) between motor and controller.",
      },
      workshop: false,
      parts: [],
    },
    {
      text: {
        se: "Skadad givarkabel vid navet, till exempel efter ett däckbyte.",
        en: "A damaged sensor cable at the hub, for instance after a tyre change.",
      },
      workshop: true,
      parts: ["motor", "cable-harness"],
    },
    {
      text: {
        se: "Fukt i motorn eller en trasig hallgivare i motorn.",
        en: "Moisture in the motor or a failed Hall sensor inside it.",
      },
      workshop: true,
      parts: ["motor"],
    },
    {
      text: {
        se: "Fel i styrenhetens givaringång.",
        en: "A fault in the controller's sensor input.",
      },
      workshop: true,
      parts: ["controller"],
    },
  ],
  steps: [RESTART, MOTOR_CABLE, DECK_PLUGS, LEAVE_AT_WORKSHOP],
  appliesTo: sharedCode(),
  note: {
    se: "Vissa firmwareversioner låter motorn gå vidare utan givare, hackigt och med svag start. Vi har ingen egen artikel om koden ännu.",
    en: "Some firmware versions let the motor carry on without sensors, roughly and with a weak start. We have no article on this code yet.",
  },
};

function powerStageCode(code: 28 | 29, side: Localized): ErrorCode {
  return {
    code,
    checks: {
      se: `Att transistorerna (MOSFET) på ${side.se} i styrenhetens motorsteg kopplar som de ska och inte är kortslutna.`,
      en: `That the ${side.en} transistors (MOSFETs) in the controller's motor stage switch as they should and are not shorted.`,
    },
    verdict: "no",
    verdictReason: {
      se: "En kortsluten transistor kan bromsa motorn hårt eller ge värme och brandrisk i styrenheten.",
      en: "A shorted transistor can brake the motor hard or overheat the controller.",
    },
    causes: [
      CONTROLLER_WORN,
      {
        text: {
          se: "Kortslutning i motorkabeln eller motorn som har skadat styrenheten.",
          en: "A short in the motor cable or motor that has damaged the controller.",
        },
        workshop: true,
        parts: ["motor", "cable-harness"],
      },
      {
        text: { se: "Vatten i styrenheten.", en: "Water in the controller." },
        workshop: true,
        parts: ["controller"],
      },
    ],
    steps: [SPIN_WHEEL, MOTOR_CABLE, LEAVE_AT_WORKSHOP],
    appliesTo: sharedCode(),
    note: {
      se: "Byts styrenheten utan att motor och kabel kontrolleras kan den nya gå sönder på samma sätt. Efter bytet kan felkod 35 visas tills serienumret är inskrivet.",
      en: "Replacing the controller without checking motor and cable can kill the new one the same way. After the swap, code 35 may show until the serial number is written.",
    },
  };
}

export const MOTOR_CODES = [
  phaseCode(11, "A"),
  phaseCode(12, "B"),
  phaseCode(13, "C"),
  HALL_SENSORS,
  powerStageCode(28, { se: "plussidan", en: "high-side" }),
  powerStageCode(29, { se: "minussidan", en: "low-side" }),
] as const;
