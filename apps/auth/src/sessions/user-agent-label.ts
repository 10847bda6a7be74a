// A readable name for a session's device, "<OS> (<browser>)" as the profile lists it
// (flow-api.md §3.3), from the User-Agent header the session was created with. Only the common
// systems and browsers are told apart; one that is neither gives no label (the raw header is
// still listed), one that is either gives "Unknown" for the other part.

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

export function userAgentLabel(raw: string): string | undefined {
  const system = firstMatch(raw, SYSTEMS);
  const browser = firstMatch(raw, BROWSERS);
  return system === "Unknown" && browser === "Unknown" ? undefined : `${system} (${browser})`;
}

/** A session's device as security mails name it: browser and OS (or the raw agent), and IP. */
export function sessionDevice(session: {
  id: string;
  user_agent: string | null;
  ip_address: string | null;
}): string {
  const agent = session.user_agent && (userAgentLabel(session.user_agent) ?? session.user_agent);
  return [agent, session.ip_address].filter(Boolean).join(", ") || session.id;
}
