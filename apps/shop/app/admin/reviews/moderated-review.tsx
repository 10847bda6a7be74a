// One review in the moderation queue: what the shopper wrote and where it stands (held and
// why, rejected and why, the shop's reply), with the decisions its state allows. Each decision
// is its own POST form carrying the version shown, so a change made meanwhile is refused.
// Rejecting and replying open with <details>, so the queue stays readable and works without
// JavaScript; a refused text opens its form again with the text as typed and the reason beside.
import { Link } from "react-router";
import { adminMessages } from "../admin-messages.ts";
import { AdminForm } from "../admin-form.tsx";
import { formatDateTime } from "../../../domain/admin-format.ts";
import { AdminField } from "../components/admin-field.tsx";
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { ModerationActionData } from "./moderation-action-data.ts";
import { moderationSearch } from "./moderation-filters.ts";
import { canDecide, type ModeratedStatus } from "../../../domain/reviews/review-decisions.ts";
import {
  reviewModerationMessages,
  type ReviewModerationMessageKey,
} from "./review-moderation-messages.ts";

export interface QueuedReview {
  id: string;
  productId: number;
  product: { name: string; path: string | undefined };
  name: string;
  stars: number;
  title: string;
  body: string;
  status: ModeratedStatus;
  heldBecause: string | null;
  verified: boolean;
  createdAt: string;
  updatedAt: string;
  rejectReason: string | null;
  reply: string | null;
  version: number;
}

const HELD = ["link", "blocked-word"] as const;

const badge: Record<ModeratedStatus, string> = {
  pending: "border-ink bg-surface text-ink",
  published: "border-line bg-surface-muted text-ink",
  rejected: "border-danger text-danger",
};

function Hidden({ review }: { review: QueuedReview }) {
  return (
    <>
      <input type="hidden" name="review" value={review.id} />
      <input type="hidden" name="version" value={review.version} />
    </>
  );
}

export function ModeratedReview({
  review,
  result,
}: {
  review: QueuedReview;
  /** The last action's answer, when it was about this review. */
  result: ModerationActionData | undefined;
}) {
  const t = usePageT(reviewModerationMessages);
  const tAdmin = usePageT(adminMessages);
  const language = useLanguage();
  const titleId = `review-${review.id}-title`;
  const textError = result && "field" in result ? result : undefined;
  const errorText = (field: "reason" | "reply") =>
    textError?.field === field
      ? t(
          textError.textError === "control"
            ? "text.control"
            : (`text.${textError.textError}.${field}` as ReviewModerationMessageKey),
        )
      : undefined;
  const held = HELD.find((reason) => reason === review.heldBecause);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-card border border-line p-4"
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {review.product.path ? (
          <a href={review.product.path} className="font-bold underline">
            {review.product.name}
          </a>
        ) : (
          <span className="font-bold">{review.product.name}</span>
        )}
        <Link to={moderationSearch({ productId: review.productId })} className="underline">
          {t("onlyProduct")}
        </Link>
      </p>
      <h2 id={titleId} className="text-lg font-bold">
        <span aria-hidden="true" className="me-2 text-amber-700">
          {"★".repeat(review.stars)}
          {"☆".repeat(5 - review.stars)}
        </span>
        <span className="sr-only">
          {review.stars === 1 ? t("stars.one") : t("stars.many", { stars: review.stars })}:{" "}
        </span>
        {review.title}
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className={`rounded-control border px-2 py-0.5 font-semibold ${badge[review.status]}`}
        >
          {t(`status.${review.status}`)}
        </span>
        <span>
          {t("byline", {
            name: review.name || t("anonymous"),
            date: formatDateTime(review.updatedAt, language),
          })}
        </span>
        {review.verified && <span>{t("verified")}</span>}
        {review.status === "pending" && held && (
          <span className="font-semibold">{t("heldBecause", { reason: t(`held.${held}`) })}</span>
        )}
      </p>
      <p className="whitespace-pre-line">{review.body}</p>
      {review.status === "rejected" && review.rejectReason && (
        <div className="rounded-control border border-danger p-2">
          <p className="font-semibold">{t("rejectedBecause")}</p>
          <p className="whitespace-pre-line">{review.rejectReason}</p>
        </div>
      )}
      {review.reply && (
        <div className="rounded-control border-s-4 border-line bg-surface-muted p-2">
          <p className="font-semibold">{t("shopReply")}</p>
          <p className="whitespace-pre-line">{review.reply}</p>
        </div>
      )}
      {result && "error" in result && (
        <p role="alert" className="font-semibold text-danger">
          {result.error === "conflict" ? tAdmin("conflict") : t(`error.${result.error}`)}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-3">
        {canDecide("approve", review.status) && (
          <AdminForm>
            <input type="hidden" name="intent" value="approve" />
            <Hidden review={review} />
            <button type="submit" className={buttonClass("primary")}>
              {t("approve")}
            </button>
          </AdminForm>
        )}
        {canDecide("reject", review.status) && (
          <details open={textError?.field === "reason"} className="min-w-64 flex-1">
            <summary className="cursor-pointer py-2 font-semibold underline">{t("reject")}</summary>
            <AdminForm className="mt-2 grid gap-2">
              <input type="hidden" name="intent" value="reject" />
              <Hidden review={review} />
              <AdminField
                id={`reason-${review.id}`}
                name="reason"
                label={t("rejectReason")}
                multiline
                required
                defaultValue={textError?.field === "reason" ? textError.value : undefined}
                error={errorText("reason")}
              />
              <button type="submit" className={buttonClass("secondary", "justify-self-start")}>
                {t("rejectButton")}
              </button>
            </AdminForm>
          </details>
        )}
        <details open={textError?.field === "reply"} className="min-w-64 flex-1">
          <summary className="cursor-pointer py-2 font-semibold underline">
            {review.reply ? t("editReply") : t("reply")}
          </summary>
          <AdminForm className="mt-2 grid gap-2">
            <input type="hidden" name="intent" value="reply" />
            <Hidden review={review} />
            <AdminField
              id={`reply-${review.id}`}
              name="reply"
              label={t("replyText")}
              multiline
              required
              defaultValue={
                textError?.field === "reply" ? textError.value : (review.reply ?? undefined)
              }
              error={errorText("reply")}
            />
            <button type="submit" className={buttonClass("secondary", "justify-self-start")}>
              {t("replyButton")}
            </button>
          </AdminForm>
          {review.reply && (
            <AdminForm className="mt-2">
              <input type="hidden" name="intent" value="remove-reply" />
              <Hidden review={review} />
              <button type="submit" className={buttonClass("ghost")}>
                {t("removeReply")}
              </button>
            </AdminForm>
          )}
        </details>
      </div>
    </article>
  );
}
