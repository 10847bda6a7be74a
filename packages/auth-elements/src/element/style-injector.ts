// Puts our stylesheet into each element's root: one constructable stylesheet per register()
// call, adopted by every shadow root (no <style> copies, no CSP inline-style exception); a
// <style> element carrying the nonce where adoption is impossible (light DOM, old browsers).
import css from "./styles.css?inline";

export type StyleInjector = (root: ShadowRoot | HTMLElement) => void;

function canAdopt(root: ShadowRoot | HTMLElement): root is ShadowRoot {
  return (
    "adoptedStyleSheets" in root &&
    typeof CSSStyleSheet === "function" &&
    "replaceSync" in CSSStyleSheet.prototype
  );
}

export function styleInjector(options: {
  inject: boolean;
  nonce: string | undefined;
}): StyleInjector {
  let sheet: CSSStyleSheet | undefined;
  return (root) => {
    if (!options.inject) return;
    if (canAdopt(root)) {
      if (sheet === undefined) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
      }
      if (!root.adoptedStyleSheets.includes(sheet)) {
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      }
      return;
    }
    const style = root.ownerDocument.createElement("style");
    if (options.nonce !== undefined) style.nonce = options.nonce;
    style.textContent = css;
    root.prepend(style);
  };
}
