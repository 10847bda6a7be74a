// schema.org HowTo of an answer page (https://schema.org/HowTo): the fix steps in order, each
// with its own anchor on the page, the tools they need (once each) and their total time.
import { HTML_LANG, type Language } from "../../domain/language.ts";
import type { DoctorAnswer } from "../../domain/scooter-doctor/scooter-doctor.ts";
import { isoDuration } from "./step-time.ts";

export const stepAnchor = (position: number): string => `steg-${position}`;

export function howToJsonLd(
  answer: DoctorAnswer,
  { url, name, language }: { url: string; name: string; language: Language },
): object {
  const { steps } = answer.error;
  const tools = [...new Set(steps.flatMap((step) => step.tools[language]))];
  const minutes = steps.reduce((sum, step) => sum + step.minutes, 0);
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name,
    description: answer.error.checks[language],
    inLanguage: HTML_LANG[language],
    url,
    totalTime: isoDuration(minutes),
    tool: tools.map((tool) => ({ "@type": "HowToTool", name: tool })),
    step: steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      text: step.text[language],
      url: `${url}#${stepAnchor(index + 1)}`,
      ...(step.tools[language].length > 0 && {
        tool: step.tools[language].map((tool) => ({ "@type": "HowToTool", name: tool })),
      }),
    })),
  };
}
