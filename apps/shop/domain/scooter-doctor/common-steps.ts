// Fix steps that several codes share, written once so they read the same everywhere.
import type { FixStep } from "./error-code.ts";
import { CONTACT_CLEANER, NO_TOOLS, SCREWDRIVER, TORCH, tools } from "./tools.ts";

export const RESTART: FixStep = {
  text: {
    se: "Stäng av, vänta en halv minut och starta igen utan att röra gas eller broms. Ladda om batteriet är nästan tomt.",
    en: "Switch off, wait half a minute and switch on again without touching throttle or brake. Charge the battery if it is nearly flat.",
  },
  difficulty: "easy",
  tools: NO_TOOLS,
  minutes: 2,
};

export const DRY_OUT: FixStep = {
  text: {
    se: "Har den stått ute eller körts i regn: låt den torka inomhus i rumsvärme ett dygn. Ingen hårtork eller värmepistol.",
    en: "If it has stood outside or been ridden in rain, let it dry indoors at room temperature for a day. No hair dryer or heat gun.",
  },
  difficulty: "easy",
  tools: NO_TOOLS,
  minutes: 1440,
};

export const RESEAT_DASHBOARD_PLUGS: FixStep = {
  text: {
    se: "Ta av locket över displayen, lossa kontakterna, titta efter grönvit oxid och tryck tillbaka dem tills de sitter i botten.",
    en: "Take the cover off the dashboard, unplug the connectors, look for green-white corrosion and push them back until fully home.",
  },
  difficulty: "medium",
  tools: tools(SCREWDRIVER, TORCH, CONTACT_CLEANER),
  minutes: 20,
};

export const LEAVE_AT_WORKSHOP: FixStep = {
  text: {
    se: "Kommer koden tillbaka efter det här, lämna in elsparkcykeln. Resten kräver mätningar eller byte av elektronik.",
    en: "If the code comes back after this, bring the scooter in. The rest needs measurements or new electronics.",
  },
  difficulty: "hard",
  tools: NO_TOOLS,
  minutes: 15,
};
