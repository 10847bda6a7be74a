// /page/comming_soon (spec §2, spelled as the spec spells it). Spec §2: no theme settings
// and no tap-to-top here. A countdown only to a real opening date (SHOP_OPENING_AT; market.md:
// no invented deadlines); without one, the page says "soon" and takes newsletter sign-ups.
import { Link } from "react-router";
import { servicesContext } from "../../context/services-context.ts";
import { Countdown } from "../../deal/countdown.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { interpolate } from "../../i18n/interpolate.ts";
import type { Language } from "../../../domain/language.ts";
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

export function loader({ context }: Route.LoaderArgs) {
  return { openingAt: context.get(servicesContext).openingAt, now: Date.now() };
}

/** "måndag 1 mars 2027 kl. 09:00" in Swedish time. */
function openingTime(at: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "se" ? "sv-SE" : "en-GB", {
    timeZone: "Europe/Stockholm",
    dateStyle: "full",
    timeStyle: "short",
  }).format(new Date(at));
}

function Opening({ at, now }: { at: string; now: number }) {
  const language = useLanguage();
  const content = comingSoonContent[language];
  const opened = (
    <p className="text-xl font-semibold">
      {content.opened}{" "}
      <Link to="/" className="underline">
        {content.toShop}
      </Link>
    </p>
  );
  if (Date.parse(at) <= now) return <div className="mt-8">{opened}</div>;
  return (
    <div className="mt-8 flex flex-col items-center gap-3" data-testid="opening">
      <p className="text-lg font-semibold">
        {interpolate(content.opensAt, { date: openingTime(at, language) })}
      </p>
      <Countdown endsAt={at} serverNow={now} ended={opened} />
    </div>
  );
}

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const content = comingSoonContent[useLanguage()];
  return (
    <section className="container-page py-16 text-center">
      <h1 className="text-4xl font-extrabold">{content.title}</h1>
      <p className="mt-4 text-xl font-semibold">{content.lead}</p>
      <p className="mx-auto mt-3 max-w-2xl text-ink-muted">{content.text}</p>
      {loaderData.openingAt && <Opening at={loaderData.openingAt} now={loaderData.now} />}
      <div
        id="newsletter"
        className="mx-auto mt-10 max-w-md rounded-card border border-line p-6 text-start"
      >
        <h2 className="mb-3 text-lg font-bold">{content.newsletterHeading}</h2>
        <NewsletterForm source="coming-soon" />
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
