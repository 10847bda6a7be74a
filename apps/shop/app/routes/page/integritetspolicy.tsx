// /page/integritetspolicy (not in the spec): what is stored and why (market.md), and the
// place where the cookie choice can always be changed (also from the footer).
import { PageHeader } from "../../components/page-header.tsx";
import { Prose } from "../../components/prose.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { ConsentForm } from "../../layout/consent/consent-form.tsx";
import { usePreferences } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/integritetspolicy";
import { privacyContent } from "../../content/integritetspolicy.content.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: privacyContent[language].title,
    description: privacyContent[language].description,
  }));

export default function Integritetspolicy() {
  const { language, consent } = usePreferences();
  const content = privacyContent[language];
  const { cookies } = content;
  return (
    <>
      <PageHeader title={content.title}>
        <p className="mt-2 text-sm text-ink-muted">{content.validFrom}</p>
      </PageHeader>
      <div className="container-page py-8">
        <Prose sections={content.sections} />
        <section
          id="cookies"
          aria-labelledby="cookies-heading"
          className="prose-shop mt-2 max-w-4xl"
        >
          <h2 id="cookies-heading">{cookies.heading}</h2>
          {cookies.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm">
              <thead>
                <tr className="border-b border-line">
                  {cookies.columns.map((column) => (
                    <th key={column} scope="col" className="py-2 pe-3 text-start">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cookies.rows.map((row) => (
                  <tr key={row.name} className="border-b border-line align-top">
                    <td className="py-2 pe-3 font-mono text-xs break-all">{row.name}</td>
                    <td className="py-2 pe-3">{row.kind}</td>
                    <td className="py-2 pe-3">{row.purpose}</td>
                    <td className="py-2 pe-3">{row.lifetime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-4">
            {cookies.currentChoice} <strong>{cookies.choices[consent ?? "none"]}</strong>
          </p>
          <p>{cookies.change}</p>
          <ConsentForm />
        </section>
        <div className="mt-6">
          <Prose sections={content.rights} />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
