// One translate function for Min garage's page: its own messages (garage-messages.ts) or the
// shop's (the form reader's "request.malformed").
import { useCallback } from "react";
import type { MessageValues } from "../i18n/interpolate.ts";
import type { MessageKey } from "../i18n/messages.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { useT } from "../i18n/use-t.ts";
import { garageMessages, type GarageKey } from "./garage-messages.ts";

const isOwn = (key: string): key is GarageKey => Object.hasOwn(garageMessages.se, key);

export function useGarageSay(): (key: GarageKey | MessageKey, values?: MessageValues) => string {
  const t = useT();
  const pt = usePageT(garageMessages);
  return useCallback(
    (key: GarageKey | MessageKey, values?: MessageValues) =>
      isOwn(key) ? pt(key, values) : t(key, values),
    [t, pt],
  );
}
