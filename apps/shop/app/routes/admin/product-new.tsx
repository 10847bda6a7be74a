// /admin/products/new: a new product (README "Admin" → "Products, prices and stock"): article
// number, address, type, brand, names, first price and stock. It is created hidden, and the page
// goes on to the product's own page to finish and publish it. Bad input is refused beside each
// field, as typed; nothing is created then.
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { AdminForm } from "../../admin/admin-form.tsx";
import { readAdminForm } from "../../admin/admin-form.server.ts";
import { adminMessages } from "../../admin/admin-messages.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminField } from "../../admin/components/admin-field.tsx";
import { AdminNotice } from "../../admin/components/admin-notice.tsx";
import { fieldText } from "../../admin/products/form-text.ts";
import { parseNewProductForm, type FieldErrors } from "../../admin/products/product-form.ts";
import { productMessages } from "../../admin/products/product-messages.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { productTypeOptions } from "../../admin/products/product-type-options.server.ts";
import { servicesContext } from "../../context/services-context.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useT } from "../../i18n/use-t.ts";
import type { Route } from "./+types/product-new";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => productMessages[language]["new.title"]);

export function loader({ context }: Route.LoaderArgs) {
  staffOf(context);
  return { types: productTypeOptions(context) };
}

const FORM_FIELDS = ["sku", "slug", "type", "brand", "name_se", "name_en", "price", "stock"];

type ActionData =
  | { ok: false; errors: FieldErrors; values: Record<string, string> }
  | { ok: false; problem: MessageKey };

export async function action({ request, context }: Route.ActionArgs) {
  staffOf(context);
  const read = await readAdminForm(request, context);
  if (!read.ok) {
    return data<ActionData>(
      { ok: false, problem: read.problem.message },
      { status: read.problem.status },
    );
  }
  const parsed = parseNewProductForm(read.form);
  if (!parsed.ok) {
    return data<ActionData>(
      { ok: false, errors: parsed.errors, values: parsed.values.fields },
      { status: 400 },
    );
  }
  const created = await context
    .get(servicesContext)
    .admin.products.create(read.staff.actor, parsed.value);
  if (!created.ok) {
    const field = created.reason === "sku_taken" ? "sku" : "slug";
    const values = Object.fromEntries(
      FORM_FIELDS.map((name) => [name, fieldText(read.form, name)]),
    );
    return data<ActionData>(
      { ok: false, errors: { [field]: created.reason }, values },
      { status: 409 },
    );
  }
  return redirect(`/admin/products/${created.id}?ny=1`, 303);
}

const FIELDS = [
  { name: "sku", label: "new.sku", hint: "new.skuHint" },
  { name: "slug", label: "new.slug", hint: "new.slugHint" },
  { name: "brand", label: "new.brand" },
  { name: "name_se", label: "details.nameSe" },
  { name: "name_en", label: "details.nameEn" },
  { name: "price", label: "new.price", hint: "price.newHint", inputMode: "decimal" },
  { name: "stock", label: "new.stock", inputMode: "numeric" },
] as const;

export default function NewProductPage() {
  const t = usePageT(productMessages);
  const tAdmin = usePageT(adminMessages);
  const tShop = useT();
  const result = useActionData<typeof action>();
  const { types } = useLoaderData<typeof loader>();
  const refused = result && "errors" in result ? result : undefined;
  const error = (field: string) => {
    const problem = refused?.errors[field];
    return problem ? t(`error.${problem}`) : undefined;
  };
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("new.title")}</h1>
      <p className="mb-4 max-w-prose">{t("new.intro")}</p>
      {result && "problem" in result && (
        <AdminNotice kind="error">{tShop(result.problem)}</AdminNotice>
      )}
      {refused && <AdminNotice kind="error">{tAdmin("fixErrors")}</AdminNotice>}
      <AdminForm className="grid max-w-lg gap-4">
        <AdminField
          id="new-product-type"
          name="type"
          label={t("new.type")}
          defaultValue={refused?.values.type ?? "accessory"}
          options={types}
          error={error("type")}
        />
        {FIELDS.map((field) => (
          <AdminField
            key={field.name}
            id={`new-product-${field.name}`}
            name={field.name}
            label={t(field.label)}
            hint={"hint" in field ? t(field.hint) : undefined}
            inputMode={"inputMode" in field ? field.inputMode : undefined}
            required
            defaultValue={refused?.values[field.name]}
            error={error(field.name)}
          />
        ))}
        <button type="submit" className={buttonClass("primary", "justify-self-start")}>
          {t("new.submit")}
        </button>
      </AdminForm>
    </>
  );
}
