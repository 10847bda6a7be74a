// What a page of the shop offers to be sent: the paths it links to (real products, articles,
// categories: the catalogue as the shop renders it), the query names its links and GET forms
// use, and the field names of its POST forms. Read from the HTML with regular expressions:
// enough for the shop's own markup, which React writes in one consistent way.
export interface PageLinks {
  paths: string[];
  queryNames: string[];
  postFields: string[];
}

const ATTRIBUTE = /\s(?:href|src|action)="([^"]*)"/g;
const FORM = /<form\b([^>]*)>([\s\S]*?)<\/form>/g;
const FIELD_NAME = /<(?:input|select|textarea|button)\b[^>]*?\sname="([^"]+)"/g;

const unescape = (value: string) =>
  value
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

export function pageLinks(html: string, origin: string): PageLinks {
  const paths = new Set<string>();
  const queryNames = new Set<string>();
  for (const [, raw = ""] of html.matchAll(ATTRIBUTE)) {
    let url: URL;
    try {
      url = new URL(unescape(raw), `${origin}/`);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    paths.add(url.pathname);
    for (const name of url.searchParams.keys()) queryNames.add(name);
  }
  const postFields = new Set<string>();
  for (const [, attributes = "", inner = ""] of html.matchAll(FORM)) {
    const post = /\smethod="post"/i.test(attributes);
    for (const [, name = ""] of inner.matchAll(FIELD_NAME)) {
      (post ? postFields : queryNames).add(unescape(name));
    }
  }
  return { paths: [...paths], queryNames: [...queryNames], postFields: [...postFields] };
}
