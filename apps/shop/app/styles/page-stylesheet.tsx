// The page's styles: in a build, the stylesheet's text in a <style> element of the head, so the
// first paint waits for no request (build-plugins/inline-stylesheet.ts); elsewhere a link.
import { STYLESHEET_TEXT, STYLESHEET_URL } from "virtual:kb-stylesheet";
import { useNonce } from "../context/use-nonce.ts";

const MARK = "data-kb-stylesheet";

let textInPage: string | undefined;

/**
 * The browser hydrates the <style> the server wrote with the same text, read back from the
 * page once, rather than a second copy of the stylesheet inside the scripts.
 */
function stylesheetText(): string {
  if (STYLESHEET_TEXT !== undefined) return STYLESHEET_TEXT;
  textInPage ??= document.querySelector(`style[${MARK}]`)?.textContent ?? "";
  return textInPage;
}

export function PageStylesheet() {
  const nonce = useNonce();
  if (STYLESHEET_URL !== undefined) return <link rel="stylesheet" href={STYLESHEET_URL} />;
  return (
    <style
      {...{ [MARK]: "" }}
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: stylesheetText() }}
    />
  );
}
