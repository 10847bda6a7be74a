// A saved scooter's tyre and brake check reminder: the form that asks for one (every N km, every
// M months or both, to an address, confirmed by mail), or the reminder there is with when the
// next check is due, "Kontroll gjord" and "Sluta påminna". All plain form posts.
import { Form } from "react-router";
import { GARAGE_PATH } from "../../domain/garage/garage-paths.ts";
import { buttonClass } from "../components/button-styles.ts";
import { FormField } from "../components/form-field.tsx";
import { useLanguage } from "../root-data.ts";
import { FormProblem } from "./form-problem.tsx";
import type { GarageRefusal, ReminderShown, ScooterShown } from "./garage-state.ts";
import { useGarageDate } from "./use-garage-date.ts";
import { useGarageSay } from "./use-garage-say.ts";

function useKm(): (km: number) => string {
  const language = useLanguage();
  const format = new Intl.NumberFormat(language === "se" ? "sv-SE" : "en-GB");
  return (km) => format.format(km);
}

function useRule(): (rule: Pick<ReminderShown, "everyKm" | "everyMonths">) => string {
  const say = useGarageSay();
  const km = useKm();
  return (rule) =>
    [
      ...(rule.everyKm === undefined ? [] : [say("garage.ruleKm", { km: km(rule.everyKm) })]),
      ...(rule.everyMonths === undefined
        ? []
        : [say("garage.ruleMonths", { months: rule.everyMonths })]),
    ].join(` ${say("garage.ruleOr")} `);
}

function ReminderStatus({ scooter, reminder }: { scooter: ScooterShown; reminder: ReminderShown }) {
  const say = useGarageSay();
  const date = useGarageDate();
  const rule = useRule();
  const km = useKm();
  const { dueness } = reminder;
  const next = [
    ...(reminder.everyKm === undefined
      ? []
      : [
          dueness.dueAtKm === undefined
            ? say("garage.reminderNextKmUnknown")
            : say("garage.reminderNextKm", { km: km(dueness.dueAtKm) }),
        ]),
    ...(dueness.dueAtDate === undefined
      ? []
      : [say("garage.reminderNextDate", { date: date(dueness.dueAtDate) })]),
  ].join(` ${say("garage.ruleOr")} `);
  const action = (intent: "checked" | "stopReminder", variant: "primary" | "secondary") => (
    <Form method="post" action={GARAGE_PATH}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={scooter.id} />
      <button type="submit" className={buttonClass(variant)}>
        {say(intent === "checked" ? "garage.checked" : "garage.stopReminder")}
        <span className="sr-only"> ({scooter.name})</span>
      </button>
    </Form>
  );
  return (
    <div className="space-y-2" data-testid="garage-reminder">
      {reminder.status === "pending" ? (
        <p>{say("garage.reminderPending", { email: reminder.email })}</p>
      ) : (
        <>
          <p>{say("garage.reminderActive", { rule: rule(reminder), email: reminder.email })}</p>
          <p className="font-semibold">
            {dueness.due ? say("garage.reminderDue") : say("garage.reminderNext", { next })}
          </p>
          <p className="text-sm text-ink-muted">
            {say("garage.reminderLast", { date: date(reminder.lastCheckAt) })}
          </p>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {reminder.status === "active" && action("checked", "primary")}
        {action("stopReminder", "secondary")}
      </div>
    </div>
  );
}

export function ReminderBox({
  scooter,
  email,
  refusal,
}: {
  scooter: ScooterShown;
  email: string;
  refusal: GarageRefusal | undefined;
}) {
  const say = useGarageSay();
  const titleId = `garage-reminder-${scooter.id}`;
  const values = refusal?.values ?? {};
  const errors = refusal?.errors ?? {};
  const error = (name: keyof typeof errors) => {
    const key = errors[name];
    return key && { text: say(key) };
  };
  return (
    <section aria-labelledby={titleId} className="rounded-card border border-line p-4">
      <h4 id={titleId} className="font-semibold">
        {say("garage.reminderTitle")}
      </h4>
      {scooter.reminder ? (
        <ReminderStatus scooter={scooter} reminder={scooter.reminder} />
      ) : (
        <Form method="post" action={GARAGE_PATH} noValidate className="mt-2 space-y-3">
          <p className="text-sm text-ink-muted">{say("garage.reminderLead")}</p>
          <FormProblem refusal={refusal} />
          <input type="hidden" name="intent" value="remind" />
          <input type="hidden" name="id" value={scooter.id} />
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              idPrefix={`garage-remind-${scooter.id}`}
              name="everyKm"
              label={{ text: say("garage.everyKmField") }}
              hint={{ text: say("garage.everyKmHint") }}
              error={error("everyKm")}
              defaultValue={values.everyKm}
              inputMode="numeric"
            />
            <FormField
              idPrefix={`garage-remind-${scooter.id}`}
              name="everyMonths"
              label={{ text: say("garage.everyMonthsField") }}
              hint={{ text: say("garage.everyMonthsHint") }}
              error={error("everyMonths")}
              defaultValue={values.everyMonths}
              inputMode="numeric"
            />
          </div>
          <FormField
            idPrefix={`garage-remind-${scooter.id}`}
            name="email"
            type="email"
            autoComplete="email"
            label={{ text: say("garage.emailField") }}
            error={error("email")}
            defaultValue={values.email ?? email}
            required
          />
          <button type="submit" className={buttonClass("primary")}>
            {say("garage.remind")}
            <span className="sr-only"> ({scooter.name})</span>
          </button>
        </Form>
      )}
    </section>
  );
}
