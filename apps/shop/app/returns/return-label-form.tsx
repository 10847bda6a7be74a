// The drop-off choice that makes a return label: the delivery options' pickup points and parcel
// lockers as one radio group, its error beside it. A plain form post to /page/retur (it works
// without JavaScript); the choice is kept when the page comes back with an error.
import { Form } from "react-router";
import { RETURN_DROP_OFFS } from "../../domain/returns/return-drop-offs.ts";
import { buttonClass } from "../components/button-styles.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { useLanguage } from "../root-data.ts";
import { RETURN_PATH } from "./return-paths.ts";
import { returnsMessages } from "./returns-messages.ts";

export function ReturnLabelForm({
  orderLink,
  withdrawalId,
  error,
  chosen,
}: {
  orderLink: string;
  withdrawalId: string;
  error?: "choose.missing" | undefined;
  chosen?: string | undefined;
}) {
  const t = usePageT(returnsMessages);
  const language = useLanguage();
  const errorId = `return-drop-off-error-${withdrawalId}`;
  const headingId = `return-choose-${withdrawalId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-card border border-line p-5">
      <h2 id={headingId} className="text-lg font-bold">
        {t("choose.title")}
      </h2>
      <p>{t("choose.lead")}</p>
      <Form method="post" action={RETURN_PATH} className="space-y-4" noValidate>
        <input type="hidden" name="link" value={orderLink} />
        <input type="hidden" name="withdrawal" value={withdrawalId} />
        <fieldset
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          className="space-y-2"
        >
          <legend className="mb-2 font-semibold">{t("choose.legend")}</legend>
          {(["pickup_point", "locker"] as const).map((kind) => (
            <div key={kind} className="space-y-1">
              <p className="text-sm font-semibold text-ink-muted">{t(`choose.${kind}`)}</p>
              {RETURN_DROP_OFFS.filter((option) => option.kind === kind).map((option) => (
                <label key={option.id} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="dropOff"
                    value={option.id}
                    defaultChecked={chosen === option.id}
                    required
                  />
                  {t("choose.option", { carrier: option.carrier, method: option.method[language] })}
                </label>
              ))}
            </div>
          ))}
          {error && (
            <p id={errorId} className="text-sm font-semibold text-danger">
              {t(error)}
            </p>
          )}
        </fieldset>
        <button type="submit" className={buttonClass("primary")}>
          {t("choose.submit")}
        </button>
      </Form>
    </section>
  );
}
