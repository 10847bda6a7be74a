// One translate function for the complaint pages: their own words (complaint-messages.ts) and
// the shop's (the lookup's, the body reader's, the limits').
import { useCallback } from "react";
import type { MessageValues } from "../i18n/interpolate.ts";
import type { MessageKey } from "../i18n/messages.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { useT } from "../i18n/use-t.ts";
import { complaintMessages, type ComplaintMessageKey } from "./complaint-messages.ts";

export function useComplaintSay() {
  const t = useT();
  const pt = usePageT(complaintMessages);
  return {
    own: pt,
    shop: t,
    /** "1 MB", "900 kB". */
    bytes: useCallback((bytes: number) => {
      const mb = bytes / (1024 * 1024);
      return mb >= 1
        ? `${String(Math.floor(mb * 10) / 10).replace(".", ",")} MB`
        : `${Math.floor(bytes / 1024)} kB`;
    }, []),
  } satisfies {
    own: (key: ComplaintMessageKey, values?: MessageValues) => string;
    shop: (key: MessageKey, values?: MessageValues) => string;
    bytes: (n: number) => string;
  };
}
