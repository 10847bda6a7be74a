// /page/retur on the server: the order's withdrawals with their returns or the offer of one, by
// the order's own link (its mails, the tracking page, the dashboard, the withdrawal receipt), and
// the post that makes a return label and sends the browser on to it (303). A post without a
// drop-off is answered 400 beside the choice; an unknown order 404; a withdrawal that may have no
// label 409. A label asked for twice opens the first.
import { data, redirect, type RouterContextProvider } from "react-router";
import type { ReturnOffer } from "../../server/returns/returns.ts";
import type { OrderView } from "../../server/orders/order-view.ts";
import { returnDropOff } from "../../domain/returns/return-drop-offs.ts";
import { servicesContext } from "../context/services-context.ts";
import { readForm } from "../request-body/read-form.ts";
import { returnLabelUrl } from "./return-paths.ts";
import type { ReturnsMessageKey } from "./returns-messages.ts";

type Context = Readonly<RouterContextProvider>;

export interface ReturnPageData {
  order: Pick<OrderView, "number" | "accessToken"> | undefined;
  offers: ReturnOffer[];
  error?: ReturnsMessageKey;
  /** The withdrawal whose form the error belongs to, and what was chosen. */
  withdrawalId?: string;
  chosen?: string;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, 100) : "";
};

async function pageOf(context: Context, link: string): Promise<ReturnPageData> {
  const services = context.get(servicesContext);
  const order = link ? await services.orders.findByLink(link) : undefined;
  if (!order) return { order: undefined, offers: [] };
  return {
    order: { number: order.number, accessToken: order.accessToken },
    offers: await services.returns.offersOf(order.id),
  };
}

export function loadReturnPage(request: Request, context: Context): Promise<ReturnPageData> {
  return pageOf(context, new URL(request.url).searchParams.get("order") ?? "");
}

export async function submitReturn(request: Request, context: Context) {
  const read = await readForm(request, context);
  if (!read.ok) {
    return data<ReturnPageData>(
      { order: undefined, offers: [], error: "choose.unknown" },
      { status: read.problem.status },
    );
  }
  const { form } = read;
  const withdrawalId = text(form, "withdrawal");
  const chosen = text(form, "dropOff");
  const page = await pageOf(context, text(form, "link"));
  if (!page.order)
    return data<ReturnPageData>({ ...page, error: "choose.unknown" }, { status: 404 });
  const dropOff = returnDropOff(chosen);
  if (!dropOff) {
    return data<ReturnPageData>(
      { ...page, error: "choose.missing", withdrawalId, chosen },
      { status: 400 },
    );
  }
  const services = context.get(servicesContext);
  const order = await services.orders.findByLink(page.order.accessToken);
  const made = order
    ? await services.returns.create(
        { orderId: order.id, withdrawalId, dropOff },
        services.publicUrl,
      )
    : ({ ok: false, reason: "unknown_withdrawal" } as const);
  if (!made.ok) {
    return data<ReturnPageData>(
      { ...page, error: "choose.notOffered", withdrawalId, chosen },
      { status: 409 },
    );
  }
  return redirect(returnLabelUrl(made.return.token), 303);
}
