// The two forms that add to the garage: a scooter (a model the doctor knows, serial number and
// odometer), and a phone, tablet or console the shop sells. Plain posts that work without
// JavaScript; a refused post comes back with what was chosen and each field's message.
import { Form } from "react-router";
import { GARAGE_PATH } from "../../domain/garage/garage-paths.ts";
import { buttonClass } from "../components/button-styles.ts";
import { FormField } from "../components/form-field.tsx";
import { useLanguage } from "../root-data.ts";
import { GarageSelect } from "./garage-select.tsx";
import type { GarageRefusal, GarageView } from "./garage-state.ts";
import { FormProblem } from "./form-problem.tsx";
import { useGarageSay } from "./use-garage-say.ts";

export function AddScooterForm({
  models,
  refusal,
}: {
  models: GarageView["models"];
  refusal: GarageRefusal | undefined;
}) {
  const say = useGarageSay();
  const values = refusal?.values ?? {};
  const errors = refusal?.errors ?? {};
  const error = (name: keyof typeof errors) => {
    const key = errors[name];
    return key && { text: say(key) };
  };
  return (
    <section aria-labelledby="garage-add-scooter" className="max-w-2xl">
      <h2 id="garage-add-scooter" className="text-lg font-semibold">
        {say("garage.addScooterTitle")}
      </h2>
      <Form method="post" action={GARAGE_PATH} noValidate className="mt-4 space-y-4">
        <FormProblem refusal={refusal} />
        <input type="hidden" name="intent" value="addScooter" />
        <GarageSelect
          id="garage-scooter-model"
          name="model"
          label={say("garage.modelField")}
          error={errors.model && say(errors.model)}
          defaultValue={values.model ?? ""}
        >
          <option value="">{say("garage.modelChoose")}</option>
          {models.map((model) => (
            <option key={model.slug} value={model.slug}>
              {model.name}
            </option>
          ))}
        </GarageSelect>
        <FormField
          idPrefix="garage-scooter"
          name="serialNumber"
          label={{ text: say("garage.serialField") }}
          hint={{ text: say("garage.serialHint") }}
          error={error("serialNumber")}
          defaultValue={values.serialNumber}
        />
        <FormField
          idPrefix="garage-scooter"
          name="odometerKm"
          label={{ text: say("garage.odometerField") }}
          hint={{ text: say("garage.odometerHint") }}
          error={error("odometerKm")}
          defaultValue={values.odometerKm}
          inputMode="numeric"
        />
        <button type="submit" className={buttonClass("primary")}>
          {say("garage.addScooter")}
        </button>
      </Form>
    </section>
  );
}

export function AddGadgetForm({
  gadgets,
  refusal,
}: {
  gadgets: GarageView["gadgets"];
  refusal: GarageRefusal | undefined;
}) {
  const say = useGarageSay();
  const language = useLanguage();
  const error = refusal?.errors.productId;
  return (
    <section aria-labelledby="garage-add-gadget" className="max-w-2xl">
      <h2 id="garage-add-gadget" className="text-lg font-semibold">
        {say("garage.addGadgetTitle")}
      </h2>
      <Form method="post" action={GARAGE_PATH} noValidate className="mt-4 space-y-4">
        <FormProblem refusal={refusal} />
        <input type="hidden" name="intent" value="addGadget" />
        <GarageSelect
          id="garage-gadget"
          name="productId"
          label={say("garage.gadgetField")}
          hint={say("garage.gadgetHint")}
          error={error && say(error)}
          defaultValue={refusal?.values.productId ?? ""}
        >
          <option value="">{say("garage.gadgetChoose")}</option>
          {gadgets.map((group) => (
            <optgroup key={group.kind} label={say(`garage.kind.${group.kind}`)}>
              {group.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name[language]}
                </option>
              ))}
            </optgroup>
          ))}
        </GarageSelect>
        <button type="submit" className={buttonClass("primary")}>
          {say("garage.addGadget")}
        </button>
      </Form>
    </section>
  );
}
