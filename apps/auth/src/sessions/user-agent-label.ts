// A readable name for a session's device, "<OS> (<browser>)" as the profile lists it
// (flow-api.md §3.3), from the User-Agent header the session was created with. Only the common
// systems and browsers are told apart; anything else is "Unknown".

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux|X11/, "Linux"],
];

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

function firstMatch(raw: string, table: readonly (readonly [RegExp, string])[]): string {
  return table.find(([pattern]) => pattern.test(raw))?.[1] ?? "Unknown";
}

export function userAgentLabel(raw: string): string {
  return `${firstMatch(raw, SYSTEMS)} (${firstMatch(raw, BROWSERS)})`;
}
