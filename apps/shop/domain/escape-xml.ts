// Text into markup (product names into SVG, the blog's feed and its rendered Markdown): the
// five characters XML gives meaning to, inside element content and quoted attributes.
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
