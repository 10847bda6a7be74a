import { describe, expect, it } from "vitest";
import { parseDetailsForm, parseNewProductForm } from "./product-form.ts";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  return data;
}

const details = {
  name_se: " Väska ",
  name_en: "Bag",
  description_se: "Rad ett\r\nRad två",
  description_en: "Line one",
  manufacturer: "Xiaomi",
  manufacturer_address: "Beijing",
  category: ["/globalt-allmant/vaskor-och-fodral"],
  spec_label_se: ["Volym", "", "Material"],
  spec_label_en: ["Capacity", "", "Material"],
  spec_value_se: ["1,5 liter", "", "Polyester"],
  spec_value_en: ["1.5 litres", "", "Polyester"],
};

describe("parseDetailsForm", () => {
  it("gives the texts trimmed, the categories and the filled specification rows", () => {
    expect(parseDetailsForm(form(details))).toEqual({
      ok: true,
      value: {
        name: { se: "Väska", en: "Bag" },
        description: { se: "Rad ett\nRad två", en: "Line one" },
        manufacturer: "Xiaomi",
        manufacturerAddress: "Beijing",
        categoryPaths: ["/globalt-allmant/vaskor-och-fodral"],
        specifications: [
          { label: { se: "Volym", en: "Capacity" }, value: { se: "1,5 liter", en: "1.5 litres" } },
          {
            label: { se: "Material", en: "Material" },
            value: { se: "Polyester", en: "Polyester" },
          },
        ],
      },
    });
  });

  it("names each field's problem and keeps what was typed", () => {
    const result = parseDetailsForm(
      form({
        ...details,
        name_se: "",
        name_en: "Bag\u0007",
        category: ["/globalt-allmant/vaskor-och-fodral", "/nowhere"],
        spec_label_se: ["Volym", "Vikt"],
        spec_label_en: ["Capacity", ""],
        spec_value_se: ["1,5 liter", "250 g"],
        spec_value_en: ["1.5 litres", "250 g"],
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      errors: {
        name_se: "required",
        name_en: "control",
        categories: "unknown_category",
        spec_1: "spec_incomplete",
      },
      values: {
        fields: { name_en: "Bag\u0007" },
        specifications: [
          ["Volym", "Capacity", "1,5 liter", "1.5 litres"],
          ["Vikt", "", "250 g", "250 g"],
        ],
      },
    });
  });
});

describe("parseNewProductForm", () => {
  const fields = {
    sku: "kb-xm-bag-2",
    slug: "xiaomi-vaska-2",
    type: "bag",
    brand: "Xiaomi",
    name_se: "Väska 2",
    name_en: "Bag 2",
    price: "199,50",
    stock: "12",
  };

  it("takes a new product with its first price in öre and its stock", () => {
    expect(parseNewProductForm(form(fields))).toEqual({
      ok: true,
      value: {
        sku: "KB-XM-BAG-2",
        slug: "xiaomi-vaska-2",
        type: "bag",
        brand: "Xiaomi",
        name: { se: "Väska 2", en: "Bag 2" },
        price: 19_950,
        inStock: 12,
      },
    });
  });

  it("refuses a negative price and stock, a bad SKU, slug and type, beside each field", () => {
    const result = parseNewProductForm(
      form({
        ...fields,
        sku: "KB XM",
        slug: "Xiaomi Väska",
        type: "car",
        price: "-5",
        stock: "-1",
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      errors: {
        sku: "sku_format",
        slug: "slug_format",
        type: "type",
        price: "price_not_positive",
        stock: "stock_negative",
      },
    });
    expect(parseNewProductForm(form({ ...fields, stock: "1,5" }))).toMatchObject({
      errors: { stock: "stock_format" },
    });
  });
});
