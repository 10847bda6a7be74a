// Product names reach the SVG as text ("<script>&\"" must stay text): the five characters
// XML gives meaning to, inside element content and double- or single-quoted attributes.
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
