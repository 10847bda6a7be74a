// /admin/messages: what shoppers sent through the contact form (README "Admin" → "Messages"),
// newest first, 20 a page, all or only the open or handled ones (`?visa=`). Staff mark a
// message handled, or open again; a second staff member marking the same message is told it
// was already done. Audit-logged.
import { data, Form, useActionData, useLoaderData } from "react-router";
import { adminMessages } from "../../admin/admin-messages.ts";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { AdminForm } from "../../admin/admin-form.tsx";
import { readAdminForm } from "../../admin/admin-form.server.ts";
import { formatDateTime } from "../../../domain/admin-format.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminField } from "../../admin/components/admin-field.tsx";
import { AdminNotice } from "../../admin/components/admin-notice.tsx";
import { AdminPager, pageParam } from "../../admin/components/admin-pager.tsx";
import { CONTACT_FILTERS, contactFilterOf } from "../../../domain/admin/message-filters.ts";
import { messagesMessages } from "../../admin/messages/messages-messages.ts";
import { MessagesTabs } from "../../admin/messages/messages-tabs.tsx";
import { buttonClass } from "../../components/button-styles.ts";
import { servicesContext } from "../../context/services-context.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { Route } from "./+types/messages";

const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => messagesMessages[language]["contact.title"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const url = new URL(request.url);
  const page = pageParam(url);
  const filter = contactFilterOf(url);
  const inbox = await context
    .get(servicesContext)
    .admin.contactInbox.list({ filter, page, pageSize: PAGE_SIZE });
  return { ...inbox, filter, page, pages: Math.max(1, Math.ceil(inbox.total / PAGE_SIZE)) };
}

type ActionData =
  | { ok: true; done: "handled" | "reopened"; message: string }
  | { ok: false; error: "conflict" | "not_found"; message: string }
  | { ok: false; problem: MessageKey };

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAdminForm(request, context);
  if (!read.ok) {
    return data<ActionData>(
      { ok: false, problem: read.problem.message },
      { status: read.problem.status },
    );
  }
  const { form, staff } = read;
  const given = form.get("message");
  const id = typeof given === "string" ? given.slice(0, 100) : "";
  const handled = form.get("intent") !== "reopen";
  const outcome = await context
    .get(servicesContext)
    .admin.contactInbox.mark(staff.actor, id, handled);
  return outcome.ok
    ? data<ActionData>({ ok: true, done: handled ? "handled" : "reopened", message: id })
    : data<ActionData>(
        { ok: false, error: outcome.reason, message: id },
        { status: outcome.reason === "not_found" ? 404 : 409 },
      );
}

export default function ContactMessagesPage() {
  const t = usePageT(messagesMessages);
  const tAdmin = usePageT(adminMessages);
  const tShop = useT();
  const language = useLanguage();
  const { messages, total, open, filter, page, pages } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <MessagesTabs />
      <h2 className="mb-2 text-xl font-bold">{t("contact.title")}</h2>
      <p className="mb-2 max-w-prose">{t("contact.intro")}</p>
      <p className="mb-4 font-semibold">{t("contact.count", { total, open })}</p>
      {result?.ok === true && (
        <AdminNotice kind="ok">{t(`contact.done.${result.done}`)}</AdminNotice>
      )}
      {result && "problem" in result && (
        <AdminNotice kind="error">{tShop(result.problem)}</AdminNotice>
      )}
      {result && "error" in result && (
        <AdminNotice kind="error">
          {result.error === "conflict" ? tAdmin("conflict") : t("contact.error.not_found")}
        </AdminNotice>
      )}
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-48">
          <AdminField
            id="contact-filter"
            name="visa"
            label={t("contact.show")}
            defaultValue={filter}
            options={CONTACT_FILTERS.map((choice) => [choice, t(`contact.filter.${choice}`)])}
          />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("contact.apply")}
        </button>
      </Form>
      {messages.length === 0 ? (
        <p>{t("contact.none")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {messages.map((message) => (
            <li key={message.id}>
              <article
                aria-labelledby={`message-${message.id}`}
                className="rounded-card border border-line p-4"
              >
                <h3 id={`message-${message.id}`} className="font-bold">
                  {t("contact.from", { name: message.name })}
                </h3>
                <dl className="my-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="font-semibold">{t("contact.sent")}</dt>
                  <dd>{formatDateTime(message.createdAt, language)}</dd>
                  <dt className="font-semibold">{t("contact.email")}</dt>
                  <dd>
                    <a href={`mailto:${message.email}`} className="underline">
                      {message.email}
                    </a>
                  </dd>
                  {message.phone && (
                    <>
                      <dt className="font-semibold">{t("contact.phone")}</dt>
                      <dd>{message.phone}</dd>
                    </>
                  )}
                  {message.orderNumber && (
                    <>
                      <dt className="font-semibold">{t("contact.order")}</dt>
                      <dd>
                        <a
                          href={`/admin/orders/${encodeURIComponent(message.orderNumber)}`}
                          className="underline"
                        >
                          {message.orderNumber}
                        </a>
                      </dd>
                    </>
                  )}
                  <dt className="font-semibold">{t("contact.language")}</dt>
                  <dd>
                    {t(message.language === "en" ? "contact.language.en" : "contact.language.se")}
                  </dd>
                </dl>
                <p className="whitespace-pre-line">{message.message}</p>
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <span className="font-semibold">
                    {message.handledAt
                      ? t("contact.handledBy", {
                          date: formatDateTime(message.handledAt, language),
                          email: message.handledBy ?? "",
                        })
                      : t("contact.open")}
                  </span>
                  <AdminForm>
                    <input type="hidden" name="message" value={message.id} />
                    <input
                      type="hidden"
                      name="intent"
                      value={message.handledAt ? "reopen" : "handle"}
                    />
                    <button
                      type="submit"
                      className={buttonClass(message.handledAt ? "ghost" : "primary")}
                    >
                      {message.handledAt ? t("contact.reopen") : t("contact.markHandled")}
                    </button>
                  </AdminForm>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <AdminPager page={page} pages={pages} />
    </>
  );
}
