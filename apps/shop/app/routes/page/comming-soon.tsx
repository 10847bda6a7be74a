// /page/comming_soon (spec §2, spelled as the spec spells it). Spec §2: no theme settings
// and no tap-to-top here. No countdown: the shop has no real opening date (market.md).
import { ErrorPage } from "../../errors/error-page.tsx";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { NewsletterForm } from "../../newsletter/newsletter-form.tsx";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/comming-soon";
import { comingSoonContent } from "../../content/comming-soon.content.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: comingSoonContent[language].title,
    description: comingSoonContent[language].description,
  }));

export const handle: ShopHandle = { hideThemeSettings: true, hideTapToTop: true };

export default function ComingSoon() {
  const content = comingSoonContent[useLanguage()];
  return (
    <section className="container-page py-16 text-center">
      <h1 className="text-4xl font-extrabold">{content.title}</h1>
      <p className="mt-4 text-xl font-semibold">{content.lead}</p>
      <p className="mx-auto mt-3 max-w-2xl text-ink-muted">{content.text}</p>
      <div
        id="newsletter"
        className="mx-auto mt-10 max-w-md rounded-card border border-line p-6 text-start"
      >
        <h2 className="mb-3 text-lg font-bold">{content.newsletterHeading}</h2>
        <NewsletterForm />
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
