// Way in a: the model chosen from pictures and the code typed, as a GET form to /felkod, which
// redirects to the answer page; works the same before scripts and without them. Where the
// browser has Web Bluetooth, the code can also be read from the scooter (bluetooth-reader.tsx).
import { Link } from "react-router";
import type { Language } from "../../domain/language.ts";
import { buttonClass } from "../components/button-styles.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { BluetoothReader } from "./bluetooth-reader.tsx";
import { doctorMessages } from "./doctor-messages.ts";
import { answerPath, DOCTOR_PATH } from "./doctor-paths.ts";
import { ModelPicture, type ModelCard } from "./model-picture.tsx";

/** What went wrong with the last lookup, already in words, and the codes to offer instead. */
export interface CodeFormProblem {
  field: "modell" | "kod";
  message: string;
  /** The chosen model's codes, when the code was not one of them. */
  codes?: { model: string; modelName: string; codes: readonly number[] };
  /** Only a hint (a code was given, the model is missing), not an error. */
  hint?: boolean;
}

export function CodeForm({
  models,
  language,
  chosen,
  typed,
  problem,
}: {
  models: readonly ModelCard[];
  language: Language;
  chosen: string | undefined;
  typed: string;
  problem: CodeFormProblem | undefined;
}) {
  const t = usePageT(doctorMessages);
  const errorId = "kod-form-problem";
  return (
    <section aria-labelledby="kod-form-title" id="kod-form" className="scroll-mt-24">
      <h2 id="kod-form-title" className="mb-3 text-xl font-bold">
        {t("doctor.byCode.title")}
      </h2>
      {problem && (
        <div
          id={errorId}
          className={`mb-4 rounded-card border p-4 ${problem.hint ? "border-line" : "border-danger"}`}
        >
          {!problem.hint && <p className="font-bold text-danger">{t("doctor.error.title")}</p>}
          <p>{problem.message}</p>
          {problem.codes && (
            <nav aria-label={t("doctor.error.knownCodes", { model: problem.codes.modelName })}>
              <p className="mt-2 font-semibold">
                {t("doctor.error.knownCodes", { model: problem.codes.modelName })}
              </p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {problem.codes.codes.map((code) => (
                  <li key={code}>
                    <Link
                      to={answerPath(problem.codes!.model, code)}
                      className="inline-block rounded-control border border-line px-3 py-1 underline hover:border-primary"
                    >
                      {t("doctor.code", { code })}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      )}
      <form method="get" action={DOCTOR_PATH} className="flex flex-col gap-4">
        <fieldset
          aria-describedby={problem?.field === "modell" ? errorId : undefined}
          className="min-w-0"
        >
          <legend className="mb-2 font-semibold">{t("doctor.byCode.models")}</legend>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {models.map((model) => (
              <li key={model.slug}>
                <label className="flex h-full cursor-pointer flex-col gap-2 rounded-card border border-line bg-surface p-2 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ink">
                  <ModelPicture
                    model={model}
                    language={language}
                    drawnLabel={t("doctor.picture.drawn", { name: model.name })}
                  />
                  <span className="flex items-start gap-2 text-sm">
                    <input
                      type="radio"
                      name="modell"
                      value={model.slug}
                      defaultChecked={chosen === model.slug}
                      // Named by the model alone; the picture and variants describe it.
                      aria-labelledby={`modell-${model.slug}`}
                      aria-describedby={
                        model.variants ? `modell-${model.slug}-variants` : undefined
                      }
                      className="mt-1"
                    />
                    <span>
                      <span id={`modell-${model.slug}`} className="font-semibold">
                        {model.name}
                      </span>
                      {model.variants && (
                        <span id={`modell-${model.slug}-variants`} className="block text-ink-muted">
                          {t("doctor.variants", { variants: model.variants.join(", ") })}
                        </span>
                      )}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="kod" className="mb-1 block font-semibold">
              {t("doctor.byCode.code")}
            </label>
            <input
              id="kod"
              name="kod"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              defaultValue={typed}
              aria-invalid={problem?.field === "kod" && !problem.hint ? true : undefined}
              aria-describedby={["kod-hint", problem?.field === "kod" ? errorId : ""]
                .filter(Boolean)
                .join(" ")}
              className="w-32 rounded-control border border-line bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-danger"
            />
          </div>
          <button type="submit" className={buttonClass("primary")}>
            {t("doctor.byCode.submit")}
          </button>
        </div>
        <p id="kod-hint" className="text-sm text-ink-muted">
          {t("doctor.byCode.codeHint")}
        </p>
        <BluetoothReader codeInputId="kod" />
      </form>
    </section>
  );
}
