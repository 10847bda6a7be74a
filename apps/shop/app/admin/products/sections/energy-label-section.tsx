// A phone's or tablet's EU energy label (domain/catalogue/energy-label.ts): its class, the
// battery's endurance, the durability and repair facts and the EPREL registration, one form
// saved under the product's version. Every field empty removes the label. A refused field is
// told beside it and everything typed comes back.
import type { AdminProductView } from "../../../../domain/catalogue/admin-product.ts";
import { takesEnergyLabel } from "../../../../domain/catalogue/energy-label.ts";
import {
  energyLabelInput,
  type EnergyLabelField,
} from "../../../../domain/catalogue/energy-label-input.ts";
import { buttonClass } from "../../../components/button-styles.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { AdminForm } from "../../admin-form.tsx";
import { AdminField } from "../../components/admin-field.tsx";
import { AdminSection } from "../../components/admin-section.tsx";
import { productMessages, type ProductMessageKey } from "../product-messages.ts";
import { ProductNotice } from "./product-notice.tsx";
import { useProductResult } from "./use-product-result.ts";

/** Each field's label, hint and input mode, in the form's order. */
const FIELDS: {
  name: EnergyLabelField;
  label: ProductMessageKey;
  hint?: ProductMessageKey;
  numeric?: boolean;
}[] = [
  { name: "energy_class", label: "energy.class" },
  { name: "endurance_hours", label: "energy.enduranceHours", numeric: true },
  { name: "endurance_minutes", label: "energy.enduranceMinutes", numeric: true },
  { name: "cycles", label: "energy.cycles", hint: "energy.cyclesHint", numeric: true },
  { name: "repairability_class", label: "energy.repairability" },
  { name: "drop_class", label: "energy.drop" },
  { name: "ip_rating", label: "energy.ip", hint: "energy.ipHint" },
  {
    name: "spare_parts_years",
    label: "energy.spareParts",
    hint: "energy.sparePartsHint",
    numeric: true,
  },
  {
    name: "os_update_years",
    label: "energy.osUpdates",
    hint: "energy.osUpdatesHint",
    numeric: true,
  },
  { name: "registration", label: "energy.registration", hint: "energy.registrationHint" },
];

export function EnergyLabelSection({ product }: { product: AdminProductView }) {
  const t = usePageT(productMessages);
  const result = useProductResult(["energy_label"]);
  if (!takesEnergyLabel(product.type)) return null;
  const saved = energyLabelInput(product.energyLabel);
  return (
    <AdminSection id="product-energy-label" heading={t("energy.heading")} wide>
      <ProductNotice intents={["energy_label"]} />
      <p className="mb-3 text-sm text-ink-muted">{t("energy.intro")}</p>
      {!product.energyLabel && <p className="mb-3 text-sm">{t("energy.none")}</p>}
      <AdminForm key={`energy-${product.version}`} className="grid gap-4">
        <input type="hidden" name="intent" value="energy_label" />
        <input type="hidden" name="version" value={product.version} />
        <div className="grid gap-4 md:grid-cols-2">
          {FIELDS.map((field) => (
            <AdminField
              key={field.name}
              id={`product-${field.name.replace(/_/g, "-")}`}
              name={field.name}
              label={t(field.label)}
              hint={field.hint && t(field.hint)}
              inputMode={field.numeric ? "numeric" : "text"}
              defaultValue={result.typed(field.name) ?? saved[field.name]}
              error={result.error(field.name)}
            />
          ))}
        </div>
        <button type="submit" className={buttonClass("primary", "justify-self-start")}>
          {t("energy.submit")}
        </button>
      </AdminForm>
    </AdminSection>
  );
}
