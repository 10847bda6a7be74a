// The saved devices, oldest first. A scooter shows its serial number and odometer with the form
// that changes them, its links (Felkodsdoktorn, parts that fit) and its check reminder; a phone,
// tablet or console its product and its line's page. Deleting is a form post per device.
import { Form, Link } from "react-router";
import { GARAGE_PATH } from "../../domain/garage/garage-paths.ts";
import { buttonClass } from "../components/button-styles.ts";
import { FormField } from "../components/form-field.tsx";
import { useLanguage } from "../root-data.ts";
import { doctorPath, partsThatFitPath } from "./garage-paths.ts";
import type { DeviceShown, GadgetShown, GarageRefusal, ScooterShown } from "./garage-state.ts";
import { FormProblem } from "./form-problem.tsx";
import { ReminderBox } from "./reminder-box.tsx";
import { useGarageDate } from "./use-garage-date.ts";
import { useGarageSay } from "./use-garage-say.ts";

function RemoveForm({ id, name }: { id: string; name: string }) {
  const say = useGarageSay();
  return (
    <Form method="post" action={GARAGE_PATH}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={buttonClass("secondary")}>
        {say("garage.remove")}
        <span className="sr-only"> {name}</span>
      </button>
    </Form>
  );
}

function ScooterItem({
  scooter,
  email,
  refusal,
}: {
  scooter: ScooterShown;
  email: string;
  refusal: GarageRefusal | undefined;
}) {
  const say = useGarageSay();
  const date = useGarageDate();
  const language = useLanguage();
  const km = new Intl.NumberFormat(language === "se" ? "sv-SE" : "en-GB");
  const mine = refusal?.id === scooter.id ? refusal : undefined;
  const update = mine?.intent === "updateScooter" ? mine : undefined;
  const remind = mine?.intent === "remind" ? mine : undefined;
  const values = update?.values ?? {};
  const error = (name: "serialNumber" | "odometerKm") => {
    const key = update?.errors[name];
    return key && { text: say(key) };
  };
  const prefix = `garage-update-${scooter.id}`;
  return (
    <li className="space-y-4 py-5" data-testid="garage-device" data-kind="scooter">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-ink-muted">{say("garage.kind.scooter")}</p>
          <h3 className="text-lg font-semibold">{scooter.name}</h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="text-ink-muted">{say("garage.serial")}</dt>
            <dd>{scooter.serialNumber ?? "–"}</dd>
            <dt className="text-ink-muted">{say("garage.odometer")}</dt>
            <dd data-testid="garage-odometer">
              {scooter.odometerKm === undefined || scooter.odometerAt === undefined
                ? say("garage.odometerNone")
                : say("garage.odometerValue", {
                    km: km.format(scooter.odometerKm),
                    date: date(scooter.odometerAt),
                  })}
            </dd>
          </dl>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            <Link to={doctorPath(scooter.model)} className="underline">
              {say("garage.doctor", { model: scooter.name })}
            </Link>
            <Link to={partsThatFitPath(scooter.model)} className="underline">
              {say("garage.partsThatFit")}
              <span className="sr-only"> ({scooter.name})</span>
            </Link>
          </p>
        </div>
        <RemoveForm id={scooter.id} name={scooter.name} />
      </div>
      <section aria-labelledby={`${prefix}-title`} className="rounded-card border border-line p-4">
        <h4 id={`${prefix}-title`} className="font-semibold">
          {say("garage.updateTitle")}
        </h4>
        <Form method="post" action={GARAGE_PATH} noValidate className="mt-2 space-y-3">
          <FormProblem refusal={update} />
          <input type="hidden" name="intent" value="updateScooter" />
          <input type="hidden" name="id" value={scooter.id} />
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              idPrefix={prefix}
              name="odometerKm"
              label={{ text: say("garage.odometerField") }}
              error={error("odometerKm")}
              defaultValue={values.odometerKm ?? ""}
              inputMode="numeric"
            />
            <FormField
              idPrefix={prefix}
              name="serialNumber"
              label={{ text: say("garage.serialField") }}
              error={error("serialNumber")}
              defaultValue={values.serialNumber ?? scooter.serialNumber ?? ""}
            />
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            {say("garage.saveChanges")}
            <span className="sr-only"> ({scooter.name})</span>
          </button>
        </Form>
      </section>
      <ReminderBox scooter={scooter} email={email} refusal={remind} />
    </li>
  );
}

function GadgetItem({ gadget }: { gadget: GadgetShown }) {
  const say = useGarageSay();
  const language = useLanguage();
  const name = gadget.name?.[language] ?? say("garage.unknownProduct");
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 py-5"
      data-testid="garage-device"
      data-kind={gadget.kind}
    >
      <div>
        <p className="text-sm text-ink-muted">{say(`garage.kind.${gadget.kind}`)}</p>
        <h3 className="text-lg font-semibold">
          {gadget.productPath ? (
            <Link to={gadget.productPath} className="underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {gadget.line && (
          <p className="mt-1">
            <Link to={gadget.line.path} className="underline">
              {say("garage.accessoriesThatFit", { line: gadget.line.name[language] })}
            </Link>
          </p>
        )}
      </div>
      <RemoveForm id={gadget.id} name={name} />
    </li>
  );
}

export function DeviceList({
  devices,
  email,
  refusal,
}: {
  devices: readonly DeviceShown[];
  email: string;
  refusal: GarageRefusal | undefined;
}) {
  const say = useGarageSay();
  if (devices.length === 0) return <p>{say("garage.empty")}</p>;
  return (
    <ul className="divide-y divide-line" data-testid="garage-list">
      {devices.map((device) =>
        device.kind === "scooter" ? (
          <ScooterItem key={device.id} scooter={device} email={email} refusal={refusal} />
        ) : (
          <GadgetItem key={device.id} gadget={device} />
        ),
      )}
    </ul>
  );
}
