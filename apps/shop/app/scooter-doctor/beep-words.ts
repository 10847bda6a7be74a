// A beep pattern spelled out as a rider hears it: "ett långt och fyra korta pip" for 14.
import type { BeepPattern } from "../../domain/scooter-doctor/beep-pattern.ts";
import type { Language } from "../../domain/language.ts";

const NUMBERS: Record<Language, readonly string[]> = {
  se: ["noll", "ett", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio"],
  en: ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
};

function count(language: Language, n: number, [one, many]: readonly [string, string]): string {
  return `${NUMBERS[language][n] ?? String(n)} ${n === 1 ? one : many}`;
}

export function beepWords({ long, short }: BeepPattern, language: Language): string {
  const parts =
    language === "se"
      ? [
          long > 0 && count(language, long, ["långt", "långa"]),
          short > 0 && count(language, short, ["kort", "korta"]),
        ]
      : [
          long > 0 && count(language, long, ["long", "long"]),
          short > 0 && count(language, short, ["short", "short"]),
        ];
  const said = parts.filter((part): part is string => typeof part === "string");
  const joined = said.join(language === "se" ? " och " : " and ");
  if (language === "se") return `${joined} pip`;
  return `${joined} ${long + short === 1 ? "beep" : "beeps"}`;
}
