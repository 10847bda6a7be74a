// Which callback URLs a subscription may have: absolute http(s) URLs without credentials, and
// in production https only (a body names users; a signature proves origin, not secrecy).
export function callbackProblem(url: string, production: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "callback is not a URL";
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    return "callback must be an http(s) URL";
  }
  if (production && parsed.protocol !== "https:") return "callback must be an https URL";
  if (parsed.username !== "" || parsed.password !== "") return "callback must not hold credentials";
  return undefined;
}
