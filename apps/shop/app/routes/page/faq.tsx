import { Link } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/faq";
import { faqContent } from "../../content/faq.content.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: faqContent[language].title,
    description: faqContent[language].description,
  }));

export default function Faq() {
  const content = faqContent[useLanguage()];
  return (
    <>
      <PageHeader title={content.title} />
      <div className="container-page max-w-3xl py-8">
        <p className="mb-6">{content.intro}</p>
        {content.groups.map((group) => (
          <section key={group.heading} className="mb-8">
            <h2 className="mb-3 text-xl font-bold">{group.heading}</h2>
            <div className="divide-y divide-line rounded-card border border-line">
              {group.questions.map(({ question, answer }) => (
                <details key={question} className="group p-4">
                  <summary className="cursor-pointer font-semibold">{question}</summary>
                  <div className="mt-2 space-y-2 text-ink-muted">
                    {answer.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
        <p>
          <Link to="/page/contact_us" className="underline">
            {content.more}
          </Link>
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
