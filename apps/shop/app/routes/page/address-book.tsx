// /page/address_book (not in the spec): the signed-in shopper's saved addresses, reached from the
// dashboard's "Adresser" card. List (the default first), add, change, delete after a question,
// make default; checkout offers them (app/checkout/). Behind the logged-in guard like the
// dashboard; every change is a plain form post (app/address-book/address-book.server.ts).
import { Link, useLocation } from "react-router";
import { DASHBOARD_PATH } from "../../account/account-paths.ts";
import { AddressForm } from "../../address-book/address-form.tsx";
import { AddressList } from "../../address-book/address-list.tsx";
import { AddressRemove } from "../../address-book/address-remove.tsx";
import { addressBookMessages } from "../../address-book/address-book-messages.ts";
import { loadAddressBook, submitAddressBook } from "../../address-book/address-book.server.ts";
import { useAddressSay } from "../../address-book/use-address-say.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/address-book";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: addressBookMessages[language]["addressBook.title"],
    description: addressBookMessages[language]["addressBook.description"],
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export const loader = ({ request, context }: Route.LoaderArgs) => loadAddressBook(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  submitAddressBook(request, context);

export default function AddressBookPage({ loaderData, actionData }: Route.ComponentProps) {
  const say = useAddressSay();
  const location = useLocation();
  const { addresses, limit, removing, done } = loaderData;
  // A refused change of an address keeps that address's form open, with what was typed.
  const refusedUpdate =
    actionData?.intent === "update"
      ? addresses.find((address) => address.id === actionData.id)
      : undefined;
  const editing = refusedUpdate ?? loaderData.editing;
  const formRefusal =
    actionData && (actionData.intent === "add" || actionData.intent === "update")
      ? actionData
      : undefined;
  // Refusals of a delete or "make default" (gone meanwhile, too many changes, a foreign post).
  const pageProblem = actionData && !formRefusal ? actionData.problem : undefined;
  return (
    <>
      <PageHeader
        title={say("addressBook.title")}
        crumbs={[{ label: say("page.userDashboard.title"), to: DASHBOARD_PATH }]}
      />
      <div className="container-page space-y-8 py-8">
        <p className="max-w-2xl">
          {say("addressBook.lead")} {say("addressBook.limitNote", { count: limit })}
        </p>
        <p role="status" data-testid="address-book-status" className="font-semibold">
          {done && !actionData ? say(`addressBook.done.${done}`) : ""}
        </p>
        {pageProblem && (
          <p
            role="alert"
            className="rounded-card border border-danger p-4 font-semibold text-danger"
          >
            {say(pageProblem)}
          </p>
        )}
        {removing && !actionData && <AddressRemove address={removing} />}
        <section aria-labelledby="address-book-list-title">
          <h2 id="address-book-list-title" className="text-lg font-semibold">
            {say("addressBook.listTitle")}
          </h2>
          <AddressList addresses={addresses} />
        </section>
        <AddressForm
          key={`${location.key}:${editing?.id ?? "new"}`}
          editing={editing}
          refusal={formRefusal}
        />
        <p>
          <Link to={DASHBOARD_PATH} className="underline">
            {say("addressBook.toDashboard")}
          </Link>
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
