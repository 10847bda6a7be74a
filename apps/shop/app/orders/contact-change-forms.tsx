// The two forms of an order's contact change: its e-mail address and its delivery address, each
// a real form post on its own, shown only while the order still allows it. A paid order's form
// has the confirmation step (ConfirmWithPasskey) ask the buyer to confirm exactly the address
// typed, read from the form by the same parser the server uses; a form with a mistake posts
// without, so the server's message shows beside the field and no confirmation is wasted.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { Address } from "../../domain/checkout/address.ts";
import { formatPostcode, showPostcode } from "../../domain/checkout/postcode.ts";
import { contactChangeAction, type ContactChangeKind } from "../../domain/orders/contact-change.ts";
import { buttonClass } from "../components/button-styles.ts";
import { ConfirmWithPasskey } from "../components/confirm-with-passkey/confirm-with-passkey.tsx";
import { confirmationMessages } from "../components/confirm-with-passkey/confirmation-messages.ts";
import { FormField } from "../components/form-field.tsx";
import type { MessageKey } from "../i18n/messages.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { useT } from "../i18n/use-t.ts";
import {
  CHANGE_KIND_FIELD,
  parseContactChange,
  type ContactChangeField,
} from "./contact-change-form.ts";
import { contactChangeMessages } from "./contact-change-messages.ts";
import type { ContactChangeActionData } from "./contact-change.server.ts";

export interface ContactChangeView {
  link: string;
  number: string;
  email: string;
  shipping: Address;
  pickupPoint: string | null;
  confirm: boolean;
  open: Record<ContactChangeKind, boolean>;
}

const addressLine = (a: Address) => `${a.name}, ${a.street}, ${showPostcode(a.postcode)} ${a.city}`;

export function ContactChangeForms({
  order,
  failed,
}: {
  order: ContactChangeView;
  failed: ContactChangeActionData | undefined;
}) {
  const t = usePageT(contactChangeMessages);
  const shopT = useT();
  const confirmT = usePageT(confirmationMessages);
  const problem = (kind: ContactChangeKind | undefined) => {
    if (!failed || failed.kind !== kind) return undefined;
    const { error, confirmation } = failed;
    const said = typeof error === "string" ? t(error) : shopT(error.problem as MessageKey);
    return confirmation ? `${said} ${confirmT(confirmation)}` : said;
  };
  const shown = (kind: ContactChangeKind) => (failed?.kind === kind ? failed : undefined);

  function section(kind: ContactChangeKind, title: string, now: string, fields: ReactNode) {
    const refused = problem(kind);
    const headingId = `change-${kind}-title`;
    return (
      <section aria-labelledby={headingId} className="rounded-card border border-line p-5">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-1" data-testid={`change-${kind}-now`}>
          {t("change.now", { value: now })}
        </p>
        {order.open[kind] ? (
          <Form method="post" reloadDocument noValidate className="mt-4 space-y-4">
            {refused && (
              <p role="alert" className="font-semibold text-danger">
                {refused}
              </p>
            )}
            <input type="hidden" name={CHANGE_KIND_FIELD} value={kind} />
            {fields}
            {order.confirm && (
              <ConfirmWithPasskey
                lead={t("change.confirmLead")}
                request={(form) => {
                  const parsed = parseContactChange(form);
                  // `needed` lets only a form that parses ask for a confirmation.
                  return contactChangeAction(
                    order.number,
                    parsed.ok ? parsed.change : { kind: "email", email: "" },
                  );
                }}
                needed={(form) => parseContactChange(new FormData(form)).ok}
              />
            )}
            <button type="submit" className={buttonClass("primary")}>
              {t(kind === "email" ? "change.emailSubmit" : "change.addressSubmit")}
            </button>
          </Form>
        ) : (
          <p className="mt-4" data-testid={`change-${kind}-closed`}>
            {t(kind === "email" ? "change.emailClosed" : "change.addressClosed")}
          </p>
        )}
      </section>
    );
  }

  const field = (
    kind: ContactChangeKind,
    name: ContactChangeField,
    label: MessageKey,
    current: string,
    extra: Partial<Parameters<typeof FormField>[0]> = {},
  ) => {
    const error = shown(kind)?.errors?.[name];
    return (
      <FormField
        idPrefix={`change-${kind}`}
        name={name}
        label={label}
        error={error}
        defaultValue={shown(kind)?.values?.[name] ?? current}
        required
        {...extra}
      />
    );
  };

  const to = order.shipping;
  return (
    <div className="container-page max-w-3xl space-y-6 py-8">
      <p>{t("change.lead", { number: order.number })}</p>
      {order.confirm && <p data-testid="change-confirm-note">{t("change.confirmNote")}</p>}
      {problem(undefined) && (
        <p role="alert" className="font-semibold text-danger">
          {problem(undefined)}
        </p>
      )}
      {section(
        "email",
        t("change.emailTitle"),
        order.email,
        field("email", "email", "checkout.email", order.email, {
          type: "email",
          autoComplete: "email",
          inputMode: "email",
          hint: { text: t("change.emailHint") },
        }),
      )}
      {section(
        "address",
        t("change.addressTitle"),
        addressLine(to),
        <>
          {order.pickupPoint && <p>{t("change.pickupNote", { point: order.pickupPoint })}</p>}
          {field("address", "name", "checkout.name", to.name, { autoComplete: "name" })}
          {field("address", "street", "checkout.street", to.street, {
            autoComplete: "street-address",
          })}
          <div className="grid gap-4 sm:grid-cols-3">
            {field("address", "postcode", "checkout.postcode", showPostcode(to.postcode), {
              autoComplete: "postal-code",
              inputMode: "numeric",
              formatOnBlur: formatPostcode,
            })}
            <div className="sm:col-span-2">
              {field("address", "city", "checkout.city", to.city, {
                autoComplete: "address-level2",
              })}
            </div>
          </div>
        </>,
      )}
      <p>
        <Link to={`/page/order_tracking?order=${order.link}`} className="underline">
          {t("change.back")}
        </Link>
      </p>
    </div>
  );
}
