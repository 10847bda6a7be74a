// A day as Min garage shows it ("1 dec. 2026"), in Stockholm's calendar.
import { useLanguage } from "../root-data.ts";

export function useGarageDate(): (iso: string) => string {
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(language === "se" ? "sv-SE" : "en-GB", {
    timeZone: "Europe/Stockholm",
    dateStyle: "medium",
  });
  return (iso) => format.format(new Date(iso));
}
