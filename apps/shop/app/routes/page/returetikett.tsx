// /page/returetikett (not in the spec): a return's printable demo label, opened by the return's
// own token from the label mail, the tracking page and the dashboard (README "Returns"). It has
// no shop frame around it, so it prints on its own; an unknown token is a 404.
import { data } from "react-router";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { interpolate } from "../../i18n/interpolate.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { ReturnLabel } from "../../returns/return-label.tsx";
import { returnsMessages } from "../../returns/returns-messages.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/returetikett";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("retur") ?? "";
  const found = await services.returns.byToken(token);
  if (!found) throw data(null, { status: 404 });
  const { name, address } = services.company;
  return { ...found, company: { name, address } };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => {
    const title = interpolate(returnsMessages[language]["label.title"], {
      number: args.loaderData?.return.number ?? "",
    });
    return { title, description: title, noindex: true };
  });

export const handle: ShopHandle = { indexable: false, printFrame: true };

export default function ReturnLabelPage({ loaderData }: Route.ComponentProps) {
  return (
    <ReturnLabel
      ret={loaderData.return}
      sender={loaderData.sender}
      company={loaderData.company}
      orderLink={undefined}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
