// What a double opt-in's confirmation token looks like in a link (server/double-opt-in/):
// 32 random bytes in base64url. Anything else is not worth a query.
export const looksLikeConfirmationToken = (token: unknown): token is string =>
  typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
