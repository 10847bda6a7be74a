// What staff can do with the order in its status: mark it packed, shipped (carrier and
// tracking number, which mails the customer the tracking link) or delivered, or cancel it
// while it is unpaid. Each is its own POST form carrying the version the page shows, so a
// second save from a page read before someone else's change is refused.
import { useActionData } from "react-router";
import { AdminForm } from "../../admin-form.tsx";
import { AdminField } from "../../components/admin-field.tsx";
import { AdminSection } from "../../components/admin-section.tsx";
import { buttonClass } from "../../../components/button-styles.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { CARRIERS, carrierOfDelivery } from "../../../../domain/orders/carriers.ts";
import type { OrderActionData } from "../order-action-data.ts";
import { orderPageMessages } from "../order-page-messages.ts";
import type { OrderPageData } from "../order-page-data.ts";

type Order = OrderPageData["order"];

function StepForm({
  order,
  intent,
  button,
  note,
  kind = "primary",
}: {
  order: Order;
  intent: string;
  button: string;
  note?: string;
  kind?: "primary" | "secondary";
}) {
  const id = `order-${intent}-note`;
  return (
    <AdminForm className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={order.version} />
      <button type="submit" className={buttonClass(kind)} aria-describedby={note ? id : undefined}>
        {button}
      </button>
      {note && (
        <p id={id} className="text-sm text-ink-muted">
          {note}
        </p>
      )}
    </AdminForm>
  );
}

function ShipForm({ order }: { order: Order }) {
  const t = usePageT(orderPageMessages);
  const result = useActionData<OrderActionData>();
  const refused =
    result?.ok === false && "refusal" in result && result.refusal === "fields" ? result : undefined;
  const carrier = refused?.values.carrier || carrierOfDelivery(order.delivery) || CARRIERS[0];
  return (
    <AdminForm className="grid max-w-md gap-4" aria-labelledby="order-ship-heading">
      <h3 id="order-ship-heading" className="font-bold">
        {t("ship.heading")}
      </h3>
      <input type="hidden" name="intent" value="ship" />
      <input type="hidden" name="version" value={order.version} />
      <AdminField
        id="order-carrier"
        name="carrier"
        label={t("ship.carrier")}
        options={CARRIERS.map((name) => [name, name] as const)}
        defaultValue={carrier}
        error={refused?.errors.carrier && t(`error.carrier.${refused.errors.carrier}`)}
      />
      <AdminField
        id="order-tracking-number"
        name="trackingNumber"
        label={t("ship.trackingNumber")}
        hint={t("ship.trackingHint")}
        defaultValue={refused?.values.trackingNumber}
        required
        error={
          refused?.errors.trackingNumber &&
          t(`error.trackingNumber.${refused.errors.trackingNumber}`)
        }
      />
      <p className="text-sm text-ink-muted">
        {t("ship.mailNote", {
          language: t(order.language === "en" ? "mailLanguage.en" : "mailLanguage.se"),
        })}
      </p>
      <button type="submit" className={buttonClass("primary", "justify-self-start")}>
        {t("ship.button")}
      </button>
    </AdminForm>
  );
}

export function FulfilmentSection({ order }: Pick<OrderPageData, "order">) {
  const t = usePageT(orderPageMessages);
  const { status } = order;
  const steps = [
    status === "paid" && (
      <StepForm key="pack" order={order} intent="pack" button={t("pack.button")} />
    ),
    (status === "paid" || status === "packed") && <ShipForm key="ship" order={order} />,
    status === "shipped" && (
      <StepForm
        key="deliver"
        order={order}
        intent="deliver"
        button={t("deliver.button")}
        note={t("deliver.note")}
      />
    ),
    status === "reserved" && (
      <div key="cancel">
        <h3 className="mb-1 font-bold">{t("cancel.heading")}</h3>
        <StepForm
          order={order}
          intent="cancel"
          button={t("cancel.button")}
          note={t("cancel.note")}
          kind="secondary"
        />
      </div>
    ),
  ].filter(Boolean);
  return (
    <AdminSection id="order-actions" heading={t("actions.heading")} wide>
      {/* Keyed by version: after any change the forms start again from the order as it is. */}
      <div key={order.version} className="grid gap-6">
        {steps.length > 0 ? steps : <p>{t("actions.none")}</p>}
      </div>
    </AdminSection>
  );
}
