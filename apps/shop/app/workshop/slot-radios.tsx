// The free times of one day as radio buttons inside the booking (or rebooking) form, so a rider
// whose time was taken keeps everything typed and picks another.
import { formatSlotDay, formatSlotTime } from "../../domain/workshop/workshop-format.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { useLanguage } from "../root-data.ts";
import { workshopMessages, type WorkshopMessageKey } from "./workshop-messages.ts";

export function SlotRadios({
  day,
  slots,
  checked,
  error,
  idPrefix,
}: {
  day: string;
  /** ISO 8601 starts of the free times. */
  slots: readonly string[];
  checked: string | undefined;
  error: WorkshopMessageKey | undefined;
  idPrefix: string;
}) {
  const t = usePageT(workshopMessages);
  const language = useLanguage();
  const errorId = `${idPrefix}-slot-error`;
  return (
    <fieldset
      className="rounded-control border border-line p-3"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="px-1 font-semibold">
        {t("book.times", { day: formatSlotDay(day, language) })}
      </legend>
      {slots.length === 0 ? (
        <p>{t("book.dayNoSlots")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {slots.map((start) => {
            const id = `${idPrefix}-slot-${start.replace(/\W/g, "")}`;
            return (
              <li key={start}>
                <label
                  htmlFor={id}
                  className="flex cursor-pointer items-center gap-2 rounded-control border border-line px-3 py-2 font-semibold has-[:checked]:border-primary has-[:checked]:bg-surface-muted"
                >
                  <input
                    type="radio"
                    id={id}
                    name="slot"
                    value={start}
                    defaultChecked={start === checked}
                    className="accent-primary"
                  />
                  {formatSlotTime(start, language)}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm font-semibold text-danger">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
