// The admin's product forms read and checked (app/routes/admin/product-edit.tsx and
// product-new.tsx): what a product's page says (names, descriptions, specifications, where it is
// listed, its manufacturer) and what a new product starts with. A form either gives a value the
// store can save, or the problem of each field, shown beside it; nothing is saved then.
import { findDeviceCategory } from "../../catalogue/device-categories.ts";
import type { EnergyLabel } from "../../../domain/catalogue/energy-label.ts";
import {
  ENERGY_LABEL_FIELDS,
  parseEnergyLabel,
  type EnergyLabelProblem,
} from "../../../domain/catalogue/energy-label-input.ts";
import { isProductType, type ProductSpecification } from "../../../domain/catalogue/product.ts";
import type {
  NewProductInput,
  ProductDetailsInput,
} from "../../../domain/catalogue/product-input.ts";
import { checkText, fieldText, fieldTexts, tidyText, type TextProblem } from "./form-text.ts";
import type { FitmentProblem } from "./parse-fitment-form.ts";
import { parseKronor, type PriceProblem } from "./parse-kronor.ts";
import type { StockChangeProblem } from "./parse-stock-change.ts";

export const MAX_SPECIFICATIONS = 40;
export const MAX_INITIAL_STOCK = 100_000;

export type FieldProblem =
  | TextProblem
  | `price_${PriceProblem}`
  | "price_past"
  | "price_same"
  | "starts_format"
  | `change_${StockChangeProblem}`
  | "below_zero"
  | "reason"
  | "picture_missing"
  | "picture_too_large"
  | "picture_not_image"
  | "unknown_category"
  | "spec_incomplete"
  | "too_many_specs"
  | "sku_format"
  | "sku_taken"
  | "slug_format"
  | "slug_taken"
  | "type"
  | "stock_format"
  | "stock_negative"
  | "stock_too_large"
  | EnergyLabelProblem
  | "not_labelled"
  | FitmentProblem;

export type FieldErrors = Partial<Record<string, FieldProblem>>;

/** What was typed, to show the form again as it was sent. */
export interface TypedValues {
  fields: Record<string, string>;
  categories?: string[];
  /** Each row's four cells, in SPEC_FIELDS order. */
  specifications?: string[][];
}

export type FormResult<T> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors; values: TypedValues };

/** The specification rows' fields; each is repeated once per row. */
export const SPEC_FIELDS = [
  "spec_label_se",
  "spec_label_en",
  "spec_value_se",
  "spec_value_en",
] as const;

const LIMITS = {
  name: 200,
  description: 5_000,
  manufacturer: 200,
  manufacturerAddress: 500,
  specLabel: 80,
  specValue: 300,
  brand: 60,
};

function texts(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, fieldText(form, name)]));
}

export function parseDetailsForm(form: FormData): FormResult<ProductDetailsInput> {
  const values = texts(form, [
    "name_se",
    "name_en",
    "description_se",
    "description_en",
    "manufacturer",
    "manufacturer_address",
  ]);
  const errors: FieldErrors = {};
  const check = (field: string, problem: FieldProblem | undefined) => {
    if (problem) errors[field] = problem;
  };
  check("name_se", checkText(values.name_se ?? "", { max: LIMITS.name, required: true }));
  check("name_en", checkText(values.name_en ?? "", { max: LIMITS.name, required: true }));
  for (const field of ["description_se", "description_en"]) {
    check(field, checkText(values[field] ?? "", { max: LIMITS.description, lines: true }));
  }
  check(
    "manufacturer",
    checkText(values.manufacturer ?? "", { max: LIMITS.manufacturer, required: true }),
  );
  check(
    "manufacturer_address",
    checkText(values.manufacturer_address ?? "", {
      max: LIMITS.manufacturerAddress,
      lines: true,
    }),
  );

  const categoryPaths = [...new Set(fieldTexts(form, "category"))].sort();
  if (categoryPaths.some((path) => !findDeviceCategory(path))) {
    errors.categories = "unknown_category";
  }

  const columns = SPEC_FIELDS.map((name) => fieldTexts(form, name));
  const rows = Math.max(...columns.map((column) => column.length));
  const specifications: ProductSpecification[] = [];
  const typedRows: string[][] = [];
  for (let row = 0; row < rows; row += 1) {
    const [labelSe = "", labelEn = "", valueSe = "", valueEn = ""] = columns.map(
      (column) => column[row]?.trim() ?? "",
    );
    const cells = [labelSe, labelEn, valueSe, valueEn];
    typedRows.push(cells);
    if (cells.every((cell) => cell === "")) continue;
    const problem = cells.some((cell) => cell === "")
      ? "spec_incomplete"
      : (checkText(labelSe, { max: LIMITS.specLabel }) ??
        checkText(labelEn, { max: LIMITS.specLabel }) ??
        checkText(valueSe, { max: LIMITS.specValue }) ??
        checkText(valueEn, { max: LIMITS.specValue }));
    if (problem) errors[`spec_${row}`] = problem;
    specifications.push({
      label: { se: labelSe, en: labelEn },
      value: { se: valueSe, en: valueEn },
    });
  }
  if (specifications.length > MAX_SPECIFICATIONS) errors.specifications = "too_many_specs";

  if (Object.keys(errors).length > 0) {
    return {
      ok: false,
      errors,
      values: { fields: values, categories: categoryPaths, specifications: typedRows },
    };
  }
  return {
    ok: true,
    value: {
      name: { se: tidyText(values.name_se ?? ""), en: tidyText(values.name_en ?? "") },
      description: {
        se: tidyText(values.description_se ?? ""),
        en: tidyText(values.description_en ?? ""),
      },
      manufacturer: tidyText(values.manufacturer ?? ""),
      manufacturerAddress: tidyText(values.manufacturer_address ?? ""),
      categoryPaths,
      specifications,
    },
  };
}

const SKU = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function parseNewProductForm(form: FormData): FormResult<NewProductInput> {
  const values = texts(form, [
    "sku",
    "slug",
    "type",
    "brand",
    "name_se",
    "name_en",
    "price",
    "stock",
  ]);
  const errors: FieldErrors = {};
  const sku = (values.sku ?? "").trim().toUpperCase();
  const slug = (values.slug ?? "").trim();
  const type = values.type ?? "";
  if (sku === "") errors.sku = "required";
  else if (sku.length > 40 || !SKU.test(sku)) errors.sku = "sku_format";
  if (slug === "") errors.slug = "required";
  else if (slug.length > 100 || !SLUG.test(slug)) errors.slug = "slug_format";
  if (!isProductType(type)) errors.type = "type";
  const brand = checkText(values.brand ?? "", { max: LIMITS.brand, required: true });
  if (brand) errors.brand = brand;
  for (const field of ["name_se", "name_en"]) {
    const problem = checkText(values[field] ?? "", { max: LIMITS.name, required: true });
    if (problem) errors[field] = problem;
  }
  const price = parseKronor(values.price ?? "");
  if (!price.ok) errors.price = `price_${price.problem}`;
  const stockText = (values.stock ?? "").trim().replace(/\u2212/g, "-");
  let inStock = 0;
  if (stockText === "") errors.stock = "required";
  else if (/^-\d+$/.test(stockText)) errors.stock = "stock_negative";
  else if (!/^\+?\d+$/.test(stockText)) errors.stock = "stock_format";
  else if (Number(stockText) > MAX_INITIAL_STOCK) errors.stock = "stock_too_large";
  else inStock = Number(stockText);

  if (Object.keys(errors).length > 0 || !price.ok || !isProductType(type)) {
    return { ok: false, errors, values: { fields: values } };
  }
  return {
    ok: true,
    value: {
      sku,
      slug,
      type,
      brand: tidyText(values.brand ?? ""),
      name: { se: tidyText(values.name_se ?? ""), en: tidyText(values.name_en ?? "") },
      price: price.ore,
      inStock,
    },
  };
}

/**
 * The energy label form (sections/energy-label-section.tsx): the rules are the domain's
 * (parseEnergyLabel); what was typed comes back, each field cut to a sane length, on a refusal.
 * Every field empty is no label.
 */
export function parseEnergyLabelForm(form: FormData): FormResult<EnergyLabel | null> {
  const values = Object.fromEntries(
    ENERGY_LABEL_FIELDS.map((name) => [name, fieldText(form, name).slice(0, 40)]),
  ) as Record<(typeof ENERGY_LABEL_FIELDS)[number], string>;
  const parsed = parseEnergyLabel(values);
  if (!parsed.ok) return { ok: false, errors: parsed.errors, values: { fields: values } };
  return { ok: true, value: parsed.value };
}
