// Tools named in fix steps, in both languages, so steps list them the same way everywhere.
import type { LocalizedList } from "./error-code.ts";

export function tools(...names: readonly (readonly [se: string, en: string])[]): LocalizedList {
  return { se: names.map(([se]) => se), en: names.map(([, en]) => en) };
}

export const HEX_KEYS = ["insexnycklar", "hex keys"] as const;
export const SCREWDRIVER = ["liten stjärnskruvmejsel", "small Phillips screwdriver"] as const;
export const TORCH = ["ficklampa", "torch"] as const;
export const MULTIMETER = ["multimeter", "multimeter"] as const;
export const PHONE_APP = ["mobil med flashningsapp", "phone with a flashing app"] as const;
export const CONTACT_CLEANER = ["kontaktrengöring", "contact cleaner"] as const;
export const NO_TOOLS = tools();
