// /admin/reviews: the moderation queue (README "Admin" → "Reviews"). Held reviews first, the
// longest-waiting first, then the rest newest first; filtered by status, stars and product,
// 20 a page. Staff approve, reject with a reason, reply as the shop or remove the reply; each
// decision is checked against the version shown (a reviewer's edit or another staff member's
// decision meanwhile is refused with the shared conflict message) and audit-logged.
import { data, useActionData, useLoaderData } from "react-router";
import { adminMessages } from "../../admin/admin-messages.ts";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { readAdminForm } from "../../admin/admin-form.server.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminNotice } from "../../admin/components/admin-notice.tsx";
import { AdminPager, pageParam } from "../../admin/components/admin-pager.tsx";
import type {
  ModerationActionData,
  ModerationDone,
} from "../../admin/reviews/moderation-action-data.ts";
import { readModerationFilters } from "../../admin/reviews/moderation-filters.ts";
import { ModerationFiltersForm } from "../../admin/reviews/moderation-filters-form.tsx";
import { ModeratedReview } from "../../admin/reviews/moderated-review.tsx";
import { reviewModerationMessages } from "../../admin/reviews/review-moderation-messages.ts";
import { productPath } from "../../../domain/catalogue/product-path.ts";
import { servicesContext } from "../../context/services-context.ts";
import { preferencesContext } from "../../context/preferences-context.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useT } from "../../i18n/use-t.ts";
import type { Route } from "./+types/reviews";

const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => reviewModerationMessages[language].title);

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const url = new URL(request.url);
  const page = pageParam(url);
  const filters = readModerationFilters(url);
  const services = context.get(servicesContext);
  const { language } = context.get(preferencesContext);
  const [queue, reviewed] = await Promise.all([
    services.admin.reviews.queue({ ...filters, page, pageSize: PAGE_SIZE }),
    services.admin.reviews.reviewedProducts(),
  ]);
  // Only the products named here: the reviewed ones and those of the queue's page.
  const named = await services.catalogue.byIds([
    ...reviewed.map((product) => product.productId),
    ...queue.reviews.map((review) => review.productId),
  ]);
  const known = new Map(named.map((product) => [product.id, product]));
  const nameOf = (id: number) => known.get(id)?.name[language] ?? `#${id}`;
  return {
    filters,
    page,
    pages: Math.max(1, Math.ceil(queue.total / PAGE_SIZE)),
    total: queue.total,
    pending: queue.pending,
    products: reviewed
      .map((product) => ({
        id: product.productId,
        name: nameOf(product.productId),
        reviews: product.reviews,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, "sv")),
    reviews: queue.reviews.map((review) => {
      const product = known.get(review.productId);
      return {
        id: review.id,
        productId: review.productId,
        product: { name: nameOf(review.productId), path: product && productPath(product) },
        name: review.name,
        stars: review.stars,
        title: review.title,
        body: review.body,
        status: review.status,
        heldBecause: review.heldBecause,
        verified: review.verified,
        createdAt: review.createdAt,
        updatedAt: review.updatedAt,
        rejectReason: review.rejectReason,
        reply: review.reply,
        version: review.version,
      };
    }),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAdminForm(request, context);
  if (!read.ok) {
    return data<ModerationActionData>(
      { ok: false, problem: read.problem.message },
      { status: read.problem.status },
    );
  }
  const { form, staff } = read;
  const moderation = context.get(servicesContext).admin.reviews;
  const id = text(form, "review").slice(0, 100);
  const version = Number(text(form, "version"));
  if (!id || !Number.isSafeInteger(version)) {
    return data<ModerationActionData>(
      { ok: false, review: id, error: "not_found" },
      { status: 404 },
    );
  }
  const intent = text(form, "intent");
  const field = intent === "reject" ? "reason" : "reply";
  // The text as typed (within reason), to show again beside its field when it is refused.
  const typed = text(form, field).slice(0, 5000);
  let done: ModerationDone;
  let outcome;
  if (intent === "approve") {
    done = "approved";
    outcome = await moderation.approve(staff.actor, id, version);
  } else if (intent === "reject") {
    done = "rejected";
    outcome = await moderation.reject(staff.actor, id, version, typed);
  } else if (intent === "reply") {
    done = "replied";
    outcome = await moderation.reply(staff.actor, id, version, typed);
  } else if (intent === "remove-reply") {
    done = "replyRemoved";
    outcome = await moderation.reply(staff.actor, id, version, null);
  } else {
    return data<ModerationActionData>(
      { ok: false, review: id, error: "transition" },
      { status: 400 },
    );
  }
  if (outcome.ok) return data<ModerationActionData>({ ok: true, done, review: id });
  if (outcome.reason === "invalid") {
    return data<ModerationActionData>(
      { ok: false, review: id, field, textError: outcome.error, value: typed },
      { status: 400 },
    );
  }
  return data<ModerationActionData>(
    { ok: false, review: id, error: outcome.reason },
    { status: outcome.reason === "not_found" ? 404 : 409 },
  );
}

export default function ReviewsPage() {
  const t = usePageT(reviewModerationMessages);
  const tAdmin = usePageT(adminMessages);
  const tShop = useT();
  const { filters, page, pages, total, pending, products, reviews } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const about = (id: string) =>
    result && "review" in result && result.review === id ? result : undefined;
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-2 max-w-prose">{t("intro")}</p>
      <p className="mb-4 font-semibold">
        {t("pendingCount", { count: pending })} · {t("total", { total })}
      </p>
      {result?.ok === true && <AdminNotice kind="ok">{t(`done.${result.done}`)}</AdminNotice>}
      {result && "problem" in result && (
        <AdminNotice kind="error">{tShop(result.problem)}</AdminNotice>
      )}
      {result && "field" in result && <AdminNotice kind="error">{tAdmin("fixErrors")}</AdminNotice>}
      <ModerationFiltersForm filters={filters} products={products} />
      {reviews.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {reviews.map((review) => (
            <ModeratedReview
              key={`${review.id}-${review.version}`}
              review={review}
              result={about(review.id)}
            />
          ))}
        </div>
      )}
      <AdminPager page={page} pages={pages} />
    </>
  );
}
