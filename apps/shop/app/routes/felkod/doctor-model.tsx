// /felkod/{model} (issue 41, not in the spec): the codes Felkodsdoktorn knows for one model,
// each a link to its answer with the verdict beside it, how the model shows a code, and where
// the model differs. An unknown model is the shop's 404.
import { Link } from "react-router";
import { codesFor, modelBySlug } from "../../../domain/scooter-doctor/scooter-doctor.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { preferencesContext } from "../../context/preferences-context.ts";
import { throwPageNotFound } from "../../errors/page-errors.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { interpolate } from "../../i18n/interpolate.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { doctorMessages } from "../../scooter-doctor/doctor-messages.ts";
import { answerPath, DOCTOR_PATH } from "../../scooter-doctor/doctor-paths.ts";
import { VERDICT_STYLE } from "../../scooter-doctor/verdict-style.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/doctor-model";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const model = modelBySlug(params.model);
  if (!model) throwPageNotFound(new URL(request.url).pathname);
  const { language } = context.get(preferencesContext);
  return {
    slug: model.slug,
    name: model.name,
    variants: model.variants ?? [],
    signals: model.faultSignals,
    note: model.note?.[language],
    codes: codesFor(model.slug).map((error) => ({
      code: error.code,
      verdict: error.verdict,
      checks: error.checks[language],
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_, language) => {
    const messages = doctorMessages[language];
    const model = args.loaderData?.name;
    if (!model) return { title: messages["doctor.title"], description: "", noindex: true };
    return {
      title: interpolate(messages["doctor.model.title"], { model }),
      description: interpolate(messages["doctor.model.description"], { model }),
    };
  });

export const handle: ShopHandle = { sharedPage: true };

export default function DoctorModel({ loaderData }: Route.ComponentProps) {
  const t = usePageT(doctorMessages);
  const { name, codes } = loaderData;
  return (
    <>
      <PageHeader
        title={t("doctor.model.title", { model: name })}
        crumbs={[{ label: t("doctor.title"), to: DOCTOR_PATH }]}
      >
        {loaderData.variants.length > 0 && (
          <p className="mt-1 text-ink-muted">
            {t("doctor.variants", { variants: loaderData.variants.join(", ") })}
          </p>
        )}
      </PageHeader>
      <div className="container-page grid gap-10 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="codes-title">
          <h2 id="codes-title" className="mb-3 text-xl font-bold">
            {t("doctor.model.codes")}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {codes.map(({ code, verdict, checks }) => (
              <li
                key={code}
                className={`rounded-card border border-line border-s-4 bg-surface p-3 ${VERDICT_STYLE[verdict]}`}
              >
                <Link to={answerPath(loaderData.slug, code)} className="font-semibold underline">
                  {t("doctor.code", { code })}
                </Link>
                <p className="text-sm">
                  {t("doctor.verdict.question")} <strong>{t(`doctor.verdict.${verdict}`)}</strong>
                </p>
                <p className="mt-1 text-sm text-ink-muted">{checks}</p>
              </li>
            ))}
          </ul>
        </section>
        <aside className="flex flex-col gap-4">
          <section aria-labelledby="shows-title" className="rounded-card border border-line p-4">
            <h2 id="shows-title" className="mb-2 font-bold">
              {t("doctor.model.shows", { model: name })}
            </h2>
            <ul className="list-disc space-y-1 ps-5">
              {loaderData.signals.map((signal) => (
                <li key={signal}>{t(`doctor.signal.${signal}`)}</li>
              ))}
            </ul>
            {loaderData.note && <p className="mt-3">{loaderData.note}</p>}
          </section>
          <p>
            <Link to={DOCTOR_PATH} className="underline">
              {t("doctor.otherModel")}
            </Link>
          </p>
        </aside>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
