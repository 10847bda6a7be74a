// /felkod (issue 41, not in the spec): Felkodsdoktorn's start. Two GET forms: the model chosen
// from pictures and the code typed (a known pair redirects to its answer page, anything else is
// explained here), or a described symptom with the likely codes as links. Where the browser has
// Web Bluetooth, the code form can read the code from a scooter that speaks the older,
// unencrypted serial protocol (scooter-doctor/bluetooth-reader.tsx).
import { data, redirect } from "react-router";
import type { Language } from "../../../domain/language.ts";
import { codesFor, modelBySlug } from "../../../domain/scooter-doctor/scooter-doctor.ts";
import { SCOOTER_MODELS } from "../../../domain/scooter-doctor/scooter-models.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { preferencesContext } from "../../context/preferences-context.ts";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { interpolate } from "../../i18n/interpolate.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useLanguage } from "../../root-data.ts";
import { useGarageFit } from "../../garage/use-garage-fit.ts";
import { CodeForm, type CodeFormProblem } from "../../scooter-doctor/code-form.tsx";
import { doctorMessages, type DoctorMessageKey } from "../../scooter-doctor/doctor-messages.ts";
import { errorForCode } from "../../scooter-doctor/error-for-code.ts";
import { lookUpCode, lookUpSymptom, type CodeLookup } from "../../scooter-doctor/lookup-query.ts";
import type { ModelCard } from "../../scooter-doctor/model-picture.tsx";
import { savedScooter, SavedScooterNote } from "../../scooter-doctor/saved-scooter.tsx";
import { SymptomForm, type SymptomResults } from "../../scooter-doctor/symptom-form.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/doctor-start";

const NO_PRODUCTS: readonly number[] = [];

/** Scooters read to find a picture for each model: far more than the shop sells. */
const SCOOTERS_READ = 200;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_, language) => ({
    title: doctorMessages[language]["doctor.title"],
    description: doctorMessages[language]["doctor.description"],
    noindex: args.location.search !== "",
  }));

export const handle: ShopHandle = { sharedPage: true };

function problemOf(lookup: CodeLookup, language: Language): CodeFormProblem | undefined {
  const say = (key: DoctorMessageKey, values?: Record<string, string>) =>
    interpolate(doctorMessages[language][key], values);
  const name = (slug: string) => modelBySlug(slug)?.name ?? slug;
  switch (lookup.kind) {
    case "none":
    case "answer":
      return undefined;
    case "no-model":
      return lookup.code
        ? { field: "modell", message: say("doctor.error.noModel"), hint: true }
        : undefined;
    case "unknown-model":
      return { field: "modell", message: say("doctor.error.unknownModel") };
    case "no-code":
    case "unknown-code":
      return {
        field: "kod",
        message:
          lookup.kind === "no-code"
            ? say("doctor.error.noCode", { model: name(lookup.model) })
            : say("doctor.error.unknownCode", { model: name(lookup.model), code: lookup.code }),
        codes: {
          model: lookup.model,
          modelName: name(lookup.model),
          codes: codesFor(lookup.model).map((error) => error.code),
        },
      };
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const lookup = lookUpCode(search);
  if (lookup.kind === "answer") throw redirect(lookup.path);
  const { language } = context.get(preferencesContext);
  const { catalogue } = context.get(servicesContext);
  const scooters = await catalogue.shelf(
    { kind: "type", type: "scooter" },
    "popular",
    SCOOTERS_READ,
  );
  const models: ModelCard[] = SCOOTER_MODELS.map((model) => {
    const image = scooters.find((scooter) => scooter.scooterModel === model.slug)?.images[0];
    return {
      slug: model.slug,
      name: model.name,
      brand: model.brand,
      ...("variants" in model && { variants: model.variants }),
      ...(image && { image }),
    };
  });
  const symptom = lookUpSymptom(search, language);
  const results: SymptomResults | undefined =
    symptom.kind === "found"
      ? {
          text: symptom.text,
          ...(symptom.model && { model: symptom.model }),
          codes: symptom.codes.flatMap((code) => {
            const error = errorForCode(code, symptom.model);
            return error ? [{ code, checks: error.checks[language] }] : [];
          }),
        }
      : undefined;
  const problem = problemOf(lookup, language);
  return data(
    {
      models,
      chosen: modelBySlug(search.get("modell") ?? "")?.slug,
      typed: (search.get("kod") ?? "").slice(0, 20),
      problem,
      results,
    },
    // A lookup that failed is a bad request, explained on the page.
    { status: problem && !problem.hint ? 400 : 200 },
  );
}

export default function DoctorStart({ loaderData }: Route.ComponentProps) {
  const t = usePageT(doctorMessages);
  const language = useLanguage();
  const saved = savedScooter(useGarageFit(NO_PRODUCTS), language);
  // A model in the address wins; otherwise the rider's saved scooter is chosen once known.
  const chosen = loaderData.chosen ?? saved?.model;
  return (
    <>
      <PageHeader title={t("doctor.title")}>
        <p className="mt-2 max-w-3xl">{t("doctor.intro")}</p>
      </PageHeader>
      <div className="container-page flex flex-col gap-12 py-8">
        {saved && !loaderData.chosen && <SavedScooterNote scooter={saved} />}
        <CodeForm
          key={chosen ?? "none"}
          models={loaderData.models}
          language={language}
          chosen={chosen}
          typed={loaderData.typed}
          problem={loaderData.problem}
        />
        <SymptomForm models={loaderData.models} results={loaderData.results} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
