// /page/garage (not in the spec): Min garage, the signed-in shopper's saved devices (issue 41),
// reached from the dashboard. Scooters (model, serial number, odometer) with their check
// reminders, and phones, tablets and consoles the shop sells; listings and product pages then
// say what fits them (app/garage/garage-hints.tsx). Behind the logged-in guard like the
// dashboard; every change is a plain form post (app/garage/garage.server.ts).
import { Link } from "react-router";
import { DASHBOARD_PATH } from "../../account/account-paths.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { AddGadgetForm, AddScooterForm } from "../../garage/add-device-forms.tsx";
import { DeviceList } from "../../garage/device-list.tsx";
import { garageMessages } from "../../garage/garage-messages.ts";
import { loadGarage, submitGarage } from "../../garage/garage.server.ts";
import { useGarageSay } from "../../garage/use-garage-say.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/garage";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: garageMessages[language]["garage.title"],
    description: garageMessages[language]["garage.description"],
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export const loader = ({ request, context }: Route.LoaderArgs) => loadGarage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => submitGarage(request, context);

export default function GaragePage({ loaderData, actionData }: Route.ComponentProps) {
  const say = useGarageSay();
  const { devices, limit, models, gadgets, email, done } = loaderData;
  const refusalOf = (intent: "addScooter" | "addGadget") =>
    actionData?.intent === intent ? actionData : undefined;
  // Refusals not about one form (a foreign post, a device gone meanwhile, too many changes).
  const pageProblem =
    actionData &&
    (actionData.intent === undefined || actionData.problem === "garage.error.notFound")
      ? actionData.problem
      : undefined;
  return (
    <>
      <PageHeader
        title={say("garage.title")}
        crumbs={[{ label: say("page.userDashboard.title"), to: DASHBOARD_PATH }]}
      />
      <div className="container-page space-y-8 py-8">
        <p className="max-w-2xl">{say("garage.lead", { count: limit })}</p>
        <p role="status" data-testid="garage-status" className="font-semibold">
          {done && !actionData ? say(`garage.done.${done}`) : ""}
        </p>
        {pageProblem && (
          <p
            role="alert"
            className="rounded-card border border-danger p-4 font-semibold text-danger"
          >
            {say(pageProblem)}
          </p>
        )}
        <section aria-labelledby="garage-list-title">
          <h2 id="garage-list-title" className="text-lg font-semibold">
            {say("garage.listTitle")}
          </h2>
          <DeviceList devices={devices} email={email} refusal={actionData} />
        </section>
        <div className="grid gap-8 lg:grid-cols-2">
          <AddScooterForm models={models} refusal={refusalOf("addScooter")} />
          <AddGadgetForm gadgets={gadgets} refusal={refusalOf("addGadget")} />
        </div>
        <p>
          <Link to={DASHBOARD_PATH} className="underline">
            {say("garage.toDashboard")}
          </Link>
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
