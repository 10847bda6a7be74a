import { Link } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { Prose } from "../../components/prose.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/about-us";
import { aboutContent } from "../../content/about-us.content.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: aboutContent[language].title,
    description: aboutContent[language].description,
  }));

export default function AboutUs() {
  const content = aboutContent[useLanguage()];
  return (
    <>
      <PageHeader title={content.title} />
      <div className="container-page py-8">
        <p className="mb-6 max-w-3xl text-lg">{content.intro}</p>
        <Prose sections={content.sections}>
          <p className="flex flex-wrap gap-4">
            <Link to="/page/kopvillkor">{content.terms}</Link>
            <Link to="/page/contact_us">{content.contact}</Link>
          </p>
        </Prose>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
