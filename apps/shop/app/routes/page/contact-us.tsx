// /page/contact_us: the contact form, validated on the server with one schema and stored for
// customer service. Field errors come back translated; success redirects (post/redirect/get)
// (app/contact/submit-contact.server.ts).
import { keepRetryAfter } from "../../abuse/too-many.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { ContactDetails } from "../../contact/contact-details.tsx";
import { ContactForm } from "../../contact/contact-form.tsx";
import { SENT_PARAM } from "../../contact/contact-page-path.ts";
import { ContactSent } from "../../contact/contact-sent.tsx";
import { submitContact } from "../../contact/submit-contact.server.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/contact-us";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t("contact.title"), description: t("contact.description") }));

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.has(SENT_PARAM) };
}

export const action = ({ request, context }: Route.ActionArgs) => submitContact(request, context);

/** Past a limit the action answers 429 with Retry-After. */
export const headers = keepRetryAfter;

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("contact.title")} />
      <div className="container-page grid gap-8 py-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <p className="mb-6 max-w-2xl">{t("contact.intro")}</p>
          {loaderData.sent ? <ContactSent /> : <ContactForm refusal={actionData} />}
        </div>
        <ContactDetails />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
