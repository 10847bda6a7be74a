// The complaint form for one order (routes/page/reklamation.tsx): the faulty units of each line,
// what is wrong, when it was noticed, photos, and the remedy asked for. A real multipart post,
// so it works without JavaScript; each field's problem is shown beside it (tied by
// aria-describedby) and a summary at the top takes focus's place as an alert. What was typed
// comes back; chosen photos cannot, and the page says so.
import { Form } from "react-router";
import { REMEDIES } from "../../domain/complaints/complaint-state.ts";
import { MAX_PHOTOS } from "../../domain/complaints/photo-type.ts";
import { HoneypotField } from "../abuse/honeypot-field.tsx";
import { buttonClass } from "../components/button-styles.ts";
import { FormField } from "../components/form-field.tsx";
import type { ComplaintMessageKey } from "./complaint-messages.ts";
import type { FormStep } from "./complaint-step.ts";
import { useComplaintSay } from "./use-complaint-say.ts";

const ID = "complaint";
const fieldClass =
  "w-24 rounded-control border border-line bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-danger";

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-danger">
      {text}
    </p>
  );
}

export function ComplaintForm({ view }: { view: FormStep }) {
  const { own, bytes } = useComplaintSay();
  const { order, values, errors, limits } = view;
  const sizes = { size: bytes(limits.each), total: bytes(limits.total), count: MAX_PHOTOS };
  const error = (key: keyof FormStep["errors"]) => {
    const code = errors[key];
    return code ? own(`error.${code}` as ComplaintMessageKey, sizes) : undefined;
  };
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="max-w-2xl space-y-6"
      aria-labelledby={`${ID}-heading`}
    >
      <h2 id={`${ID}-heading`} className="text-xl font-semibold">
        {own("orderHeading", { number: order.number })}
      </h2>
      {hasErrors && (
        <p role="alert" className="rounded-card border border-danger p-4 font-semibold text-danger">
          {own("errorSummary")}
        </p>
      )}
      {view.photosLost && (
        <p className="rounded-card border border-line bg-surface-muted p-4" role="status">
          {own("photosAgain")}
        </p>
      )}
      <input type="hidden" name="intent" value="file" />
      <input type="hidden" name="link" value={order.link} />
      <HoneypotField />
      <fieldset
        className="space-y-3"
        aria-describedby={[`${ID}-lines-hint`, errors.lines && `${ID}-lines-error`]
          .filter(Boolean)
          .join(" ")}
      >
        <legend className="mb-1 font-semibold">{own("linesLegend")}</legend>
        <p id={`${ID}-lines-hint`} className="text-sm text-ink-muted">
          {own("linesHint")}
        </p>
        {order.lines.map((line) => {
          const name = line.variant ? `${line.name} (${line.variant})` : line.name;
          const id = `${ID}-qty-${line.lineNo}`;
          return (
            <div key={line.lineNo} className="flex flex-wrap items-center gap-3">
              <input
                id={id}
                name={`qty-${line.lineNo}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.quantity}
                defaultValue={values.quantities[String(line.lineNo)] ?? "0"}
                aria-invalid={errors.lines ? true : undefined}
                className={fieldClass}
              />
              <label htmlFor={id}>{own("lineLabel", { name, bought: line.quantity })}</label>
            </div>
          );
        })}
        <FieldError id={`${ID}-lines-error`} text={error("lines")} />
      </fieldset>
      <FormField
        idPrefix={ID}
        name="description"
        label={{ text: own("descriptionLabel") }}
        hint={{ text: own("descriptionHint") }}
        error={error("description") ? { text: error("description")! } : undefined}
        defaultValue={values.description}
        multiline
        required
      />
      <FormField
        idPrefix={ID}
        name="noticedOn"
        type="date"
        label={{ text: own("noticedOn") }}
        error={error("noticedOn") ? { text: error("noticedOn")! } : undefined}
        defaultValue={values.noticedOn}
        required
      />
      <div>
        <label htmlFor={`${ID}-photos`} className="mb-1 block font-semibold">
          {own("photos")}
        </label>
        <p id={`${ID}-photos-hint`} className="mb-1 text-sm text-ink-muted">
          {own("photosHint", sizes)}
        </p>
        <input
          id={`${ID}-photos`}
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={[`${ID}-photos-hint`, errors.photos && `${ID}-photos-error`]
            .filter(Boolean)
            .join(" ")}
        />
        <FieldError id={`${ID}-photos-error`} text={error("photos")} />
      </div>
      <fieldset
        className="space-y-2"
        aria-describedby={[`${ID}-remedy-hint`, errors.remedy && `${ID}-remedy-error`]
          .filter(Boolean)
          .join(" ")}
      >
        <legend className="mb-1 font-semibold">{own("remedyLegend")}</legend>
        <p id={`${ID}-remedy-hint`} className="text-sm text-ink-muted">
          {own("remedyHint")}
        </p>
        {REMEDIES.map((remedy) => (
          <label key={remedy} className="flex items-center gap-2">
            <input
              type="radio"
              name="remedy"
              value={remedy}
              defaultChecked={values.remedy === remedy}
            />
            {own(`remedy.${remedy}`)}
          </label>
        ))}
        <FieldError id={`${ID}-remedy-error`} text={error("remedy")} />
      </fieldset>
      <button type="submit" className={buttonClass("primary")}>
        {own("submit")}
      </button>
    </Form>
  );
}
