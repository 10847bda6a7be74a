// /page/kopvillkor (not in the spec): the terms of purchase market.md requires.
import { PageHeader } from "../../components/page-header.tsx";
import { Prose } from "../../components/prose.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/kopvillkor";
import { termsContent } from "../../content/kopvillkor.content.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: termsContent[language].title,
    description: termsContent[language].description,
  }));

export default function Kopvillkor() {
  const content = termsContent[useLanguage()];
  return (
    <>
      <PageHeader title={content.title}>
        <p className="mt-2 text-sm text-ink-muted">{content.validFrom}</p>
      </PageHeader>
      <div className="container-page py-8">
        <Prose sections={content.sections}>
          <section
            aria-labelledby="withdrawal-form"
            className="mt-8 rounded-card border border-line p-5"
          >
            <h2 id="withdrawal-form">{content.formHeading}</h2>
            {content.formText.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
        </Prose>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
