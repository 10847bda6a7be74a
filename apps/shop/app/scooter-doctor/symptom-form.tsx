// Way b: a described symptom ("piper tre gånger"), optionally with the model, as a GET form;
// the likely codes come back as links, to the answer when the model is known.
import { Link } from "react-router";
import { buttonClass } from "../components/button-styles.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { doctorMessages } from "./doctor-messages.ts";
import { answerPath, DOCTOR_PATH } from "./doctor-paths.ts";
import { SYMPTOM_MAX_LENGTH } from "./lookup-query.ts";

export interface SymptomResults {
  text: string;
  model?: string;
  codes: readonly { code: number; checks: string }[];
}

export function SymptomForm({
  models,
  results,
}: {
  models: readonly { slug: string; name: string }[];
  results: SymptomResults | undefined;
}) {
  const t = usePageT(doctorMessages);
  return (
    <section aria-labelledby="symptom-title" id="symptom" className="scroll-mt-24">
      <h2 id="symptom-title" className="mb-1 text-xl font-bold">
        {t("doctor.bySymptom.title")}
      </h2>
      <p className="mb-3 text-ink-muted">{t("doctor.bySymptom.text")}</p>
      <form
        method="get"
        action={`${DOCTOR_PATH}#symptom`}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="min-w-64 flex-1">
          <label htmlFor="symptom-text" className="mb-1 block font-semibold">
            {t("doctor.bySymptom.field")}
          </label>
          <input
            id="symptom-text"
            name="symptom"
            type="search"
            required
            maxLength={SYMPTOM_MAX_LENGTH}
            defaultValue={results?.text ?? ""}
            className="w-full rounded-control border border-line bg-surface px-3 py-2 text-ink"
          />
        </div>
        <div>
          <label htmlFor="symptom-model" className="mb-1 block font-semibold">
            {t("doctor.bySymptom.model")}
          </label>
          <select
            id="symptom-model"
            name="modell"
            defaultValue={results?.model ?? ""}
            className="rounded-control border border-line bg-surface px-3 py-2 text-ink"
          >
            <option value="">{t("doctor.bySymptom.anyModel")}</option>
            {models.map((model) => (
              <option key={model.slug} value={model.slug}>
                {model.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("doctor.bySymptom.submit")}
        </button>
      </form>
      {results && (
        <div className="mt-4" role="status">
          <h3 className="font-bold">{t("doctor.bySymptom.results", { text: results.text })}</h3>
          {results.codes.length === 0 ? (
            <p className="mt-1">{t("doctor.bySymptom.none")}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {results.codes.map(({ code, checks }) => (
                <li key={code} className="rounded-card border border-line p-3">
                  {results.model ? (
                    <Link to={answerPath(results.model, code)} className="font-semibold underline">
                      {t("doctor.code", { code })}
                    </Link>
                  ) : (
                    <span className="font-semibold">{t("doctor.code", { code })}</span>
                  )}
                  <span className="block text-sm">{checks}</span>
                  {!results.model && (
                    <Link to={`${DOCTOR_PATH}?kod=${code}#kod-form`} className="text-sm underline">
                      {t("doctor.bySymptom.chooseModel", { code })}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
