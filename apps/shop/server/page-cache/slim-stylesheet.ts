// The inline stylesheet of a kept page cut to what the page uses (issue 37: a page's HTML was
// 142 KB, 43 KB of it the whole site's stylesheet). A kept page is rendered once and answered
// many times, so it is cut once, when kept: every rule whose selectors all name a class the
// page's HTML never writes goes, and the whole stylesheet follows at the end of the body as a
// file every page shares (immutable, cached once), for what the page's scripts change later
// (an open menu, the next page of a client-side navigation). Placed last, it holds up no first
// paint; its rules are the inline ones again, in the same order, so the page looks the same
// with or without it. Pages rendered for one request keep the whole stylesheet inline.
// Decision record 0052.
import { createHash } from "node:crypto";
import postcss, { type ChildNode } from "postcss";

/** A piece of the stylesheet: kept when the page has every class of one of its selectors. */
interface Piece {
  text: string;
  /** Per selector, the classes it needs; undefined for text every page keeps. */
  needs?: string[][];
}

export interface SlimStylesheet {
  /** Where the whole stylesheet is served, named after its content. */
  path: string;
  css: string;
  /** The page's HTML with its inline stylesheet cut to what it uses and the whole one linked. */
  slim: (html: string) => string;
}

const STYLE_ELEMENT = /(<style data-kb-stylesheet=""[^>]*>)([\s\S]*?)(<\/style>)/;

/** The end of the parenthesised argument that starts at `open`, escapes skipped. */
function closingParen(selector: string, open: number): number {
  let depth = 0;
  for (let index = open; index < selector.length; index++) {
    const char = selector[index];
    if (char === "\\") index++;
    else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) return index;
  }
  return selector.length;
}

/**
 * The classes an element must have for a selector to match anything: those outside functional
 * pseudo-classes, and inside `:is()` or `:where()` of one selector. `:not(.a)` or
 * `:is(.a, .b)` need no particular class.
 */
export function selectorClasses(selector: string): string[] {
  let outer = "";
  const inner: string[] = [];
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index];
    if (char === "\\") {
      outer += selector.slice(index, index + 2);
      index++;
    } else if (char === "(") {
      const end = closingParen(selector, index);
      const argument = selector.slice(index + 1, end);
      if (/:(is|where)$/.test(outer) && !/,(?![^(]*\))/.test(argument)) {
        inner.push(...selectorClasses(argument));
      }
      outer += " ";
      index = end;
    } else outer += char;
  }
  const names = outer.match(/\.(?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-]|[\u0080-\uffff])+/g) ?? [];
  const outerNames = names.map((name) =>
    name
      .slice(1)
      .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_all, hex: string) =>
        String.fromCodePoint(parseInt(hex, 16)),
      )
      .replace(/\\(.)/g, "$1"),
  );
  return [...outerNames, ...inner];
}

/** Every class the HTML's class attributes name, as the browser reads them. */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&#39;", "'")
      .replaceAll("&amp;", "&");
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function piecesOf(nodes: readonly ChildNode[], pieces: Piece[]): void {
  for (const node of nodes) {
    if (node.type === "comment") continue;
    if (node.type === "rule") {
      pieces.push({ text: node.toString(), needs: node.selectors.map(selectorClasses) });
    } else if (
      node.type === "atrule" &&
      node.nodes &&
      /^(media|supports|layer|container)$/.test(node.name)
    ) {
      pieces.push({ text: `@${node.name}${node.raws.afterName ?? " "}${node.params}{` });
      piecesOf(node.nodes, pieces);
      pieces.push({ text: "}" });
    } else {
      // @property, @keyframes, @font-face, `@layer a,b;`, declarations: kept whole.
      pieces.push({
        text: node.type === "atrule" && !node.nodes ? `${node.toString()};` : node.toString(),
      });
    }
  }
}

export function slimStylesheet(css: string): SlimStylesheet {
  const pieces: Piece[] = [];
  piecesOf(postcss.parse(css).nodes, pieces);
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 10);
  const path = `/assets/kb-styles-${hash}.css`;
  return {
    path,
    css,
    slim: (html) => {
      const found = STYLE_ELEMENT.exec(html);
      if (!found) return html;
      const classes = htmlClasses(html);
      const kept = pieces
        .filter(
          ({ needs }) =>
            needs === undefined || needs.some((names) => names.every((name) => classes.has(name))),
        )
        .map((piece) => piece.text)
        .join("")
        // Blocks left empty: nothing of theirs applies.
        .replace(/@(?:media|supports|container)[^{};]*\{\}/g, "");
      const [element, open = "", , close = ""] = found;
      const slimmed = `${html.slice(0, found.index)}${open}${kept}${close}${html.slice(found.index + element.length)}`;
      const end = slimmed.lastIndexOf("</body>");
      if (end < 0) return slimmed;
      return `${slimmed.slice(0, end)}<link rel="stylesheet" href="${path}"/>${slimmed.slice(end)}`;
    },
  };
}
