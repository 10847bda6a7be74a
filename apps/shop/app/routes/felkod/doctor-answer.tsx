// /felkod/{model}/{code} (issue 41, not in the spec): the answer for one model and code, in the
// order a rider at the roadside needs it: can I ride, how the scooter shows the code, what the
// controller checks, the likely causes, the fix steps as a checklist (ticks in the address),
// the parts that fit with price, stock and "Lägg i varukorgen", the article, the workshop when
// a cause needs one, and how sure we are. schema.org HowTo in the page. Unknown pairs are 404s.
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { articlePath } from "../../../domain/blog/blog-article.ts";
import { answerFor } from "../../../domain/scooter-doctor/scooter-doctor.ts";
import type { ModelSlug } from "../../../domain/scooter-doctor/scooter-models.ts";
import { findArticle } from "../../blog/blog.server.ts";
import { toCardProduct } from "../../catalogue/card-product.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { preferencesContext } from "../../context/preferences-context.ts";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { throwPageNotFound } from "../../errors/page-errors.ts";
import { interpolate } from "../../i18n/interpolate.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { ProductResults } from "../../listing-page/product-results.tsx";
import { jsonLdText } from "../../product-page/product-json-ld.ts";
import { beepWords } from "../../scooter-doctor/beep-words.ts";
import { doctorMessages } from "../../scooter-doctor/doctor-messages.ts";
import {
  answerPath,
  bookingPath,
  DOCTOR_PATH,
  modelPath,
} from "../../scooter-doctor/doctor-paths.ts";
import { howToJsonLd } from "../../scooter-doctor/how-to-json-ld.ts";
import { PART_KIND_NAMES } from "../../scooter-doctor/part-kind-names.ts";
import { StepChecklist } from "../../scooter-doctor/step-checklist.tsx";
import { stepTimeWords } from "../../scooter-doctor/step-time.ts";
import { VERDICT_STYLE } from "../../scooter-doctor/verdict-style.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/doctor-answer";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // One address per code: "014" is not 14.
  const answer = /^[1-9]\d{0,2}$/.test(params.code)
    ? answerFor(params.model, Number(params.code))
    : undefined;
  if (!answer) throwPageNotFound(url.pathname);
  const { language } = context.get(preferencesContext);
  const services = context.get(servicesContext);
  const { model, error } = answer;
  const messages = doctorMessages[language];
  const title = interpolate(messages["doctor.codeOn"], { code: error.code, model: model.name });
  const kinds = [...new Set(error.causes.flatMap((cause) => cause.parts))];
  const article = error.article ? findArticle(error.article) : undefined;
  const needsWorkshop = error.causes.some((cause) => cause.workshop);
  return {
    title,
    model: { slug: model.slug, name: model.name },
    code: error.code,
    verdict: error.verdict,
    verdictReason: error.verdictReason[language],
    displayNumber: answer.displayNumber,
    beeps: answer.beeps && beepWords(answer.beeps, language),
    checks: error.checks[language],
    causes: error.causes.map((cause) => ({
      text: cause.text[language],
      workshop: cause.workshop,
      parts: cause.parts.map((kind) => PART_KIND_NAMES[kind][language]),
    })),
    steps: error.steps.map((step) => ({
      text: step.text[language],
      difficulty: step.difficulty,
      tools: step.tools[language],
      time: stepTimeWords(step.minutes, language),
    })),
    // Live price and stock, as every product a page shows (server/catalogue/part-fitment.ts).
    parts: (
      await services.catalogue.byIds(
        await services.catalogue.fittingPartIds(model.slug as ModelSlug, kinds),
      )
    ).map(toCardProduct),
    article: article && { path: articlePath(article.slug), title: article.text[language].title },
    booking: needsWorkshop ? bookingPath(model.slug, error.code) : undefined,
    certainty: answer.certainty,
    // The model's own note, this code's note for the model, the code's note; each once.
    notes: [
      ...new Set(
        [model.note, answer.modelNote, error.note].flatMap((note) =>
          note ? [note[language]] : [],
        ),
      ),
    ],
    jsonLd: howToJsonLd(answer, {
      url: `${services.publicUrl}${answerPath(model.slug, error.code)}`,
      name: title,
      language,
    }),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_, language) => {
    const page = args.loaderData;
    const messages = doctorMessages[language];
    if (!page) return { title: messages["doctor.title"], description: "", noindex: true };
    return {
      title: page.title,
      description: interpolate(messages["doctor.answer.description"], {
        code: page.code,
        model: page.model.name,
        verdict: messages[`doctor.verdict.${page.verdict}`],
        reason: page.verdictReason,
      }),
    };
  });

// The same for every visitor with the same cookies and address (the ticks are in the address).
export const handle: ShopHandle = { sharedPage: true };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function DoctorAnswer({ loaderData: page }: Route.ComponentProps) {
  const t = usePageT(doctorMessages);
  const { pathname, search } = useLocation();
  const model = page.model.name;
  return (
    <>
      <script
        type="application/ld+json"
        // JSON with "<" escaped (jsonLdText), so it cannot end the script element.
        dangerouslySetInnerHTML={{ __html: jsonLdText(page.jsonLd) }}
      />
      <PageHeader
        title={page.title}
        crumbs={[
          { label: t("doctor.title"), to: DOCTOR_PATH },
          { label: model, to: modelPath(page.model.slug) },
        ]}
      />
      <div className="container-page py-8">
        <div className="flex max-w-4xl flex-col gap-10">
          <p
            className={`rounded-card border border-line border-s-8 bg-surface p-4 text-lg ${VERDICT_STYLE[page.verdict]}`}
            data-testid="verdict"
          >
            <strong>
              {t("doctor.verdict.question")} {t(`doctor.verdict.${page.verdict}`)}.
            </strong>{" "}
            {page.verdictReason}
          </p>

          <Section id="visas" title={t("doctor.answer.shows", { model })}>
            <ul className="list-disc space-y-1 ps-5">
              {page.displayNumber && (
                <li>{t("doctor.answer.display", { code: page.displayNumber })}</li>
              )}
              {page.beeps && <li>{t("doctor.answer.beeps", { beeps: page.beeps })}</li>}
            </ul>
          </Section>

          <Section id="kontroll" title={t("doctor.answer.checks")}>
            <p>{page.checks}</p>
          </Section>

          <Section id="orsaker" title={t("doctor.answer.causes")}>
            <ol className="list-decimal space-y-2 ps-5">
              {page.causes.map((cause) => (
                <li key={cause.text}>
                  {cause.text}
                  {cause.workshop && (
                    <span className="ms-2 inline-block rounded-control border border-ink px-2 text-sm font-semibold">
                      {t("doctor.answer.workshop")}
                    </span>
                  )}
                  {cause.parts.length > 0 && (
                    <span className="block text-sm text-ink-muted">
                      {t("doctor.answer.parts", { parts: cause.parts.join(", ") })}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </Section>

          <Section id="steg" title={t("doctor.answer.steps")}>
            <StepChecklist key={`${pathname}${search}`} steps={page.steps} />
          </Section>

          <Section id="delar" title={t("doctor.answer.fitting", { model })}>
            {page.parts.length > 0 ? (
              <ProductResults products={page.parts} view="grid" titled />
            ) : (
              <p>{t("doctor.answer.noFitting", { model })}</p>
            )}
          </Section>

          {page.article && (
            <p>
              <Link to={page.article.path} className="font-semibold underline">
                {t("doctor.answer.article")}: {page.article.title}
              </Link>
            </p>
          )}

          {page.booking && (
            <section
              aria-labelledby="verkstad-title"
              className="rounded-card border border-line bg-surface-muted p-4"
            >
              <h2 id="verkstad-title" className="mb-1 text-xl font-bold">
                {t("doctor.answer.booking")}
              </h2>
              <p className="mb-3">{t("doctor.answer.bookingText")}</p>
              <Link to={page.booking} className={buttonClass("primary")}>
                {t("doctor.answer.booking")}
              </Link>
            </section>
          )}

          <Section id="sakerhet" title={t("doctor.answer.certainty")}>
            <p>{t(`doctor.certainty.${page.certainty}`)}</p>
            {page.notes.map((note) => (
              <p key={note} className="mt-2">
                {note}
              </p>
            ))}
          </Section>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
