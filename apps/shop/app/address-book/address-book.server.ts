// The address book page's server side (routes/page/address-book.tsx): signed-in shoppers only,
// like the dashboard. Posts add, change, delete and make default; each is a plain form post
// from this shop's own pages (Fetch Metadata, else Origin), read through the shop's one form
// reader, limited per shopper, and answered post/redirect/get. A refused post comes back with
// everything typed and each field's message (4xx), never a 500.
import { data, redirect, type RouterContextProvider } from "react-router";
import { requireShopper } from "../account/guards.ts";
import { isSameOriginPost } from "../admin/admin-guard.server.ts";
import { servicesContext } from "../context/services-context.ts";
import { readForm } from "../request-body/read-form.ts";
import { parseAddressForm } from "./address-form-schema.ts";
import { donePath, isDoneKind } from "./address-book-path.ts";
import type { AddressBookRefusal, AddressBookView, AddressIntent } from "./address-book-state.ts";

type Context = Readonly<RouterContextProvider>;

const INTENTS: readonly string[] = ["add", "update", "remove", "default"];
const isIntent = (value: unknown): value is AddressIntent =>
  typeof value === "string" && INTENTS.includes(value);

export async function loadAddressBook(
  request: Request,
  context: Context,
): Promise<AddressBookView> {
  const { userId } = requireShopper(request, context);
  const { addressBook } = context.get(servicesContext);
  const addresses = await addressBook.list(userId);
  const query = new URL(request.url).searchParams;
  const named = (param: string) => addresses.find((a) => a.id === query.get(param));
  const done = query.get("done");
  return {
    addresses,
    limit: addressBook.limit,
    editing: named("edit"),
    removing: named("remove"),
    done: isDoneKind(done) ? done : undefined,
  };
}

/** The text fields of a post, each cut to a sane length (a file is no text). */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") values[name] = value.slice(0, 300);
  }
  return values;
}

export async function submitAddressBook(request: Request, context: Context) {
  const { userId } = requireShopper(request, context);
  const refuse = (status: number, refusal: Partial<AddressBookRefusal>) =>
    data<AddressBookRefusal>(
      { intent: undefined, id: undefined, values: {}, errors: {}, problem: undefined, ...refusal },
      { status },
    );
  // A form posted from another site must not change anyone's addresses.
  if (!isSameOriginPost(request)) return refuse(403, { problem: "request.malformed" });
  const read = await readForm(request, context);
  if (!read.ok) return refuse(read.problem.status, { problem: read.problem.message });
  const { form } = read;
  const values = typedValues(form);
  const intent = form.get("intent");
  const given = form.get("id");
  const id = typeof given === "string" ? given : undefined;
  if (!isIntent(intent)) return refuse(400, { values, problem: "request.malformed" });
  const asked = { intent, id, values };

  const services = context.get(servicesContext);
  const book = services.addressBook;
  if (!services.addressWriteLimit.take(userId)) {
    return refuse(429, { ...asked, problem: "addressBook.error.tooMany" });
  }
  const notFound = () => refuse(404, { ...asked, problem: "addressBook.error.notFound" });

  if (intent === "remove") {
    return id !== undefined && (await book.remove(userId, id))
      ? redirect(donePath("removed"), 303)
      : notFound();
  }
  if (intent === "default") {
    return id !== undefined && (await book.makeDefault(userId, id))
      ? redirect(donePath("default"), 303)
      : notFound();
  }

  const parsed = parseAddressForm(form);
  if (!parsed.ok) {
    return refuse(400, { ...asked, errors: parsed.errors, problem: "addressBook.error.summary" });
  }
  const { value, makeDefault } = parsed;
  if (intent === "update") {
    if (id === undefined || !(await book.update(userId, id, value, { makeDefault })))
      return notFound();
    return redirect(donePath("updated"), 303);
  }
  const added = await book.add(userId, value, { makeDefault });
  if (!added.ok) {
    return refuse(409, { ...asked, problem: "addressBook.error.full", count: book.limit });
  }
  return redirect(donePath("added"), 303);
}
