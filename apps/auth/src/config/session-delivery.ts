// How a new session reaches the browser (flow-api.md §6.2 step 6). Hanko has one switch,
// `session.enable_auth_token_header`: on, the token goes in `X-Auth-Token`, which page script
// reads and keeps; off, it goes in the server-set HttpOnly cookie, which page script cannot
// read. Our default is the header (the widget may run on another site), and `SESSION_COOKIE`
// turns the cookie on; set alone, it is Hanko's cookie mode, with no token for page script
// (docs/decisions/0045). Both on at once stays possible, as docs/decisions/0008 allows.

/** The variables as given: absent when unset. */
export interface SessionDeliveryEnv {
  /** Hanko's name for the header switch (`session.enable_auth_token_header`). */
  SESSION_ENABLE_AUTH_TOKEN_HEADER?: boolean | undefined;
  /** Our older name for the same switch. */
  SESSION_TOKEN_HEADER?: boolean | undefined;
  SESSION_COOKIE?: boolean | undefined;
}

export interface SessionDelivery {
  tokenHeader: boolean;
  cookie: boolean;
}

/** The delivery the variables ask for, or the message naming the variable that is wrong. */
export function resolveSessionDelivery(
  env: SessionDeliveryEnv,
): { ok: true; value: SessionDelivery } | { ok: false; message: string } {
  const hanko = env.SESSION_ENABLE_AUTH_TOKEN_HEADER;
  const older = env.SESSION_TOKEN_HEADER;
  if (hanko !== undefined && older !== undefined && hanko !== older) {
    return {
      ok: false,
      message:
        "SESSION_ENABLE_AUTH_TOKEN_HEADER: disagrees with SESSION_TOKEN_HEADER (two names of one switch); set one",
    };
  }
  // Unset, the header is on unless the cookie was asked for: as in Hanko, one or the other.
  const tokenHeader = hanko ?? older ?? env.SESSION_COOKIE !== true;
  const cookie = env.SESSION_COOKIE ?? !tokenHeader;
  if (!tokenHeader && !cookie) {
    return {
      ok: false,
      message:
        "SESSION_COOKIE: false with the token header off leaves a session no way to reach the browser",
    };
  }
  return { ok: true, value: { tokenHeader, cookie } };
}
