// Markup the fuzzer sends wherever a value goes, and how to tell it came back live: the start
// of each tag, unescaped. Escaped (&lt;script…, \u003csvg…) it is harmless text.
/** The function every marker calls: in an answer at all, escaped or not, it came from us. */
export const MARKER_NAME = "kbFuzz(";

export const MARKERS = [
  "<script>kbFuzz(1)</script>",
  '"><svg onload=kbFuzz(2)>',
  "'><img src=x onerror=kbFuzz(3)>",
] as const;

const LIVE = ["<script>kbFuzz(", "<svg onload=kbFuzz(", "<img src=x onerror=kbFuzz("];

/** The marker a response gives back as markup, if any. */
export function reflectedMarkup(body: string): string | undefined {
  return LIVE.find((tag) => body.includes(tag));
}

/** Whether a browser would read a response of this type as markup. */
export function isMarkup(contentType: string | null): boolean {
  return contentType === null || /html|xml|svg/i.test(contentType);
}

export const marker = (index: number) => MARKERS[index % MARKERS.length]!;
