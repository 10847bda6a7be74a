// /garage/paminnelse/bekrafta?token=… (not in the spec): a check reminder's confirmation link
// (server/garage/check-reminders.ts). The link shows a button; the post confirms.
import { data } from "react-router";
import { looksLikeConfirmationToken } from "../../../http/confirmation-token-shape.ts";
import { LinkActionPage, linkState } from "../../components/link-action-page.tsx";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { garageMessages } from "../../garage/garage-messages.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { readForm } from "../../request-body/read-form.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/confirm";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: garageMessages[language]["garage.confirm.title"],
    description: garageMessages[language]["garage.confirm.description"],
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const ready =
    looksLikeConfirmationToken(token) &&
    (await context.get(servicesContext).checkReminders.isConfirmable(token));
  return { ...linkState(ready ? "ready" : "invalid"), token: ready ? token : "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request, context);
  const token = read.ok ? read.form.get("token") : null;
  if (!looksLikeConfirmationToken(token)) return data(linkState("invalid"), { status: 400 });
  const outcome = await context.get(servicesContext).checkReminders.confirm(token);
  return outcome === "confirmed" ? linkState("done") : data(linkState("invalid"), { status: 410 });
}

export default function ReminderConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LinkActionPage
      messages={garageMessages}
      state={actionData?.state ?? loaderData.state}
      title="garage.confirm.title"
      lead="garage.confirm.lead"
      submit="garage.confirm.submit"
      done="garage.confirm.done"
      invalid="garage.confirm.invalid"
      home="garage.home"
      hidden={{ token: loaderData.token }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
