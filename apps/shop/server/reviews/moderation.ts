// Which new or edited reviews wait for a person before they are shown: a review is shown at
// once unless it trips one of these simple rules; the held ones wait in the admin's moderation
// queue (/admin/reviews, server/admin/reviews/review-moderation.ts), where staff approve them or
// reject them with a reason (or from the command line, scripts/reviews.ts).

export type ModerationVerdict =
  { status: "published" } | { status: "pending"; reason: "link" | "blocked-word" };

/** A web address, written out or as a bare domain such as example.se or www.shop.com. */
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:se|com|net|org|nu|io|info|biz|ru|cn|shop|store|xyz)\b/i;

/**
 * Words a shop does not publish without a look first: abuse, and the vocabulary of review spam.
 * Matched as whole words, case-insensitively.
 */
const BLOCKED_WORDS = [
  "fitta",
  "hora",
  "kuk",
  "fuck",
  "shit",
  "bitch",
  "casino",
  "kasino",
  "viagra",
  "bitcoin",
  "crypto",
  "krypto",
  "lån utan uc",
  "sms-lån",
  "whatsapp",
  "telegram",
];

const BLOCKED = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${BLOCKED_WORDS.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}\\p{N}])`,
  "iu",
);

export function moderate(review: { name: string; title: string; body: string }): ModerationVerdict {
  const text = `${review.name}\n${review.title}\n${review.body}`;
  if (LINK.test(text)) return { status: "pending", reason: "link" };
  if (BLOCKED.test(text)) return { status: "pending", reason: "blocked-word" };
  return { status: "published" };
}
