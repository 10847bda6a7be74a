// One return on /admin/returns: whose, which order, where it was handed in, where it stands and
// its lines; while it is on its way, the form that registers the goods as received, a condition
// (and an optional note) per line, each error beside its field and everything typed kept.
import { Link, useActionData } from "react-router";
import type { ReturnItem } from "../../../server/admin/returns/return-desk.ts";
import { formatDateTime, formatSek } from "../../../domain/admin-format.ts";
import { returnDropOff } from "../../../domain/returns/return-drop-offs.ts";
import { RETURN_CONDITIONS } from "../../../domain/returns/return-state.ts";
import { RETURN_NOTE_MAX } from "../../../domain/returns/return-state.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { AdminForm } from "../admin-form.tsx";
import { AdminField } from "../components/admin-field.tsx";
import type { ReturnActionData } from "./return-action-data.ts";
import { adminReturnsMessages } from "./returns-messages.ts";

export function ReturnCard({ item }: { item: ReturnItem }) {
  const t = usePageT(adminReturnsMessages);
  const language = useLanguage();
  const answer = useActionData<ReturnActionData>();
  const mine = answer && !answer.ok && answer.returnId === item.id ? answer : undefined;
  const headingId = `return-${item.id}`;
  const carrier = returnDropOff(item.dropOff)?.carrier ?? item.dropOff;
  const lineName = (line: ItemLine) =>
    line.variant ? `${line.name} (${line.variant})` : line.name;
  return (
    <li>
      <section
        aria-labelledby={headingId}
        className="rounded-card border border-line p-4"
        data-testid="return"
      >
        <h2 id={headingId} className="mb-2 text-lg font-bold">
          {t("heading", { number: item.number, order: item.orderNumber })}
        </h2>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t("customer")}</dt>
          <dd>
            {item.customer}, {item.email}
          </dd>
          <dt className="font-semibold">{t("created")}</dt>
          <dd>{formatDateTime(item.createdAt, language)}</dd>
          <dt className="font-semibold">{t("dropOff")}</dt>
          <dd>{t(`dropOff.${item.dropOffKind}`, { carrier })}</dd>
          <dt className="font-semibold">{t("scope")}</dt>
          <dd>{item.wholeOrder ? t("scope.whole") : t("scope.lines")}</dd>
          <dt className="font-semibold">{t("status")}</dt>
          <dd data-testid="return-admin-state">
            {t(`state.${item.state}`)}
            {item.receivedAt &&
              ` · ${t("receivedBy", { date: formatDateTime(item.receivedAt, language), who: item.receivedBy ?? "" })}`}
            {item.refund &&
              ` · ${t("refunded", { amount: formatSek(item.refund.amount, language) })}`}
          </dd>
        </dl>
        {item.state !== "label_created" && (
          <>
            <h3 className="mt-3 font-semibold">{t("lines")}</h3>
            <ul className="list-disc ps-6">
              {item.lines.map((line) => (
                <li key={line.lineNo}>
                  {line.quantity} × {lineName(line)}
                  {line.condition &&
                    ` · ${t(`condition.${line.condition as (typeof RETURN_CONDITIONS)[number]}`)}`}
                  {line.note && ` · ${line.note}`}
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-2 flex flex-wrap gap-4">
          <Link className="underline" to={`/admin/orders/${item.orderNumber}`}>
            {t("openOrder", { order: item.orderNumber })}
          </Link>
          {item.state === "received" && (
            <Link className="underline" to="/admin/withdrawals">
              {t("toWithdrawals")}
            </Link>
          )}
        </p>
        {item.state === "label_created" && (
          <AdminForm className="mt-3 space-y-3" noValidate>
            <input type="hidden" name="return" value={item.id} />
            <input type="hidden" name="number" value={item.number} />
            {item.lines.map((line) => {
              const typed = mine?.values?.lines[String(line.lineNo)];
              const errorOf = (name: string) => {
                const key = mine?.fieldErrors?.[`${name}-${line.lineNo}`];
                return key && t(key, { max: RETURN_NOTE_MAX });
              };
              return (
                <fieldset
                  key={line.lineNo}
                  className="space-y-2 rounded-control border border-line p-3"
                >
                  <legend className="px-1 font-semibold">
                    {line.quantity} × {lineName(line)}
                  </legend>
                  <input type="hidden" name="lineNo" value={line.lineNo} />
                  <AdminField
                    id={`condition-${item.id}-${line.lineNo}`}
                    name={`condition-${line.lineNo}`}
                    label={t("condition", { name: lineName(line) })}
                    options={[
                      ["", t("condition.choose")],
                      ...RETURN_CONDITIONS.map((c) => [c, t(`condition.${c}`)] as const),
                    ]}
                    defaultValue={typed?.condition ?? ""}
                    error={errorOf("condition")}
                    required
                  />
                  <AdminField
                    id={`note-${item.id}-${line.lineNo}`}
                    name={`note-${line.lineNo}`}
                    label={t("note", { name: lineName(line) })}
                    multiline
                    defaultValue={typed?.note ?? ""}
                    error={errorOf("note")}
                  />
                </fieldset>
              );
            })}
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name="restock"
                value="1"
                defaultChecked={mine?.values ? mine.values.restock : true}
              />
              {t("restock")}
            </label>
            <button type="submit" className={buttonClass("primary")}>
              {t("receive", { number: item.number })}
            </button>
          </AdminForm>
        )}
      </section>
    </li>
  );
}

type ItemLine = ReturnItem["lines"][number];
