// The page's scripts start after its first paint (docs/decisions/0032-the-first-paint-first.md).
// The server's HTML is the whole page, its styles inline (build-plugins/inline-stylesheet.ts);
// the scripts only make it interactive. Fetched from the head as usual, 120–150 KB of them share
// a phone's connection with the document and the page's main picture, and on a fast connection
// they arrive and run before the first paint, which then waits for them. So the server holds
// them back (hold-scripts.ts: the preload links and React Router's module script are written
// inert), and a small script at the end of the page lets them go once the page has painted and
// its main picture (the one with fetchpriority="high", if any) has loaded.

/** The `rel` of a preload link held back until after the first paint. */
export const HELD_PRELOAD_REL = "kb-after-paint-modulepreload";
/** The `type` of a module script held back until after the first paint. */
export const HELD_MODULE_TYPE = "kb-after-paint-module";

/**
 * Turns the held links into preloads and each held script into a module script in its place,
 * once the browser reports the first contentful paint (and, where the page has a main picture,
 * once that picture is painted, or two frames after it loaded, should something larger be the
 * page's largest paint). Without paint timing, two frames after the script runs. A page opened
 * in the background, where nothing is painted, starts at once. Each new script carries the held
 * one's CSP nonce; a page from the page cache allows its text by hash (server/security-headers/).
 */
export const START_AFTER_PAINT = /* js */ `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]')) link.rel = "modulepreload";
    for (const held of document.querySelectorAll('script[type="${HELD_MODULE_TYPE}"]')) {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = held.nonce;
      script.textContent = held.textContent;
      held.replaceWith(script);
    }
  };
  if (document.visibilityState === "hidden") return start();
  const afterTwoFrames = (then) => requestAnimationFrame(() => requestAnimationFrame(then));
  const observes = (type) => PerformanceObserver.supportedEntryTypes?.includes(type);
  const onEntry = (type, matches, then) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(matches)) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type, buffered: true });
  };
  const afterPicture = () => {
    const picture = document.querySelector('img[fetchpriority="high"]');
    if (!picture) return start();
    if (observes("largest-contentful-paint"))
      onEntry("largest-contentful-paint", (entry) => entry.element === picture, start);
    if (picture.complete) return afterTwoFrames(start);
    const loaded = () => afterTwoFrames(start);
    picture.addEventListener("load", loaded, { once: true });
    picture.addEventListener("error", loaded, { once: true });
  };
  if (observes("paint")) onEntry("paint", (entry) => entry.name === "first-contentful-paint", afterPicture);
  else afterTwoFrames(afterPicture);
})();`.replace(/\n\s*/g, "");
