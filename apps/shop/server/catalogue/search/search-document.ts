// A product as the search index stores it: the fields ranking compares (search-index.ts), kept
// as JSON so a query's candidates are ranked without reading their products, and the terms
// the database matches on. Built by the sync (search-sync.ts) from a products row.
import type { Selectable } from "@kretsbutiken/database";
import {
  indexProduct,
  type IndexedProduct,
  type SearchableProduct,
  type SearchField,
} from "../../../domain/search/search-index.ts";
import type { Language } from "../../../domain/language.ts";
import type { ProductsTable } from "../../database/schema.ts";
import type { ProductContent } from "../product-rows.ts";

/** A field as stored: [field, language or null, words, stems (empty: each its word)]. */
type StoredField = [SearchField, Language | null, string[], string[]];

interface StoredDocument {
  foldedName: Record<Language, string>;
  fields: StoredField[];
}

export interface SearchDocument {
  productId: number;
  /** StoredDocument as JSON. */
  document: string;
  /** The facet's key (the Swedish category name) and its English label. */
  category: string;
  categoryEn: string;
  /**
   * products.brand and products.published as the sync read them. The database engines read
   * both from products at query time; an external engine, which cannot join, filters on these.
   */
  brand: string;
  published: boolean;
  /** Words of every field but the description, which only ever matches whole words. */
  words: string[];
  stems: string[];
  /** Stems written backwards: a prefix of these is a compound's last part ("laddare"). */
  reversedStems: string[];
  description: string[];
  /** The sku without separators and the words, for trigram (typo, part number) matching. */
  fuzzy: string;
}

/** A candidate's live tie-breakers, read beside its document at query time. */
export interface LiveState {
  buyable: boolean;
  totalPurchases: number;
}

const reversed = (text: string) => Array.from(text).reverse().join("");

/** The sku without its separators, as a shopper types a part number: "kbt8" for "KB-T8". */
export const compactSku = (sku: string) => sku.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** `published`: products.published (a product is indexed whether or not it is published). */
export function searchDocumentOf(product: SearchableProduct, published = true): SearchDocument {
  const indexed = indexProduct(product);
  const terms = indexed.fields.filter((field) => field.field !== "description");
  const words = new Set(terms.flatMap((field) => field.terms.map((term) => term.word)));
  const stems = new Set(terms.flatMap((field) => field.terms.map((term) => term.stem)));
  const description = new Set(
    indexed.fields
      .filter((field) => field.field === "description")
      .flatMap((field) => field.terms.map((term) => term.word)),
  );
  const stored: StoredDocument = {
    foldedName: indexed.foldedName,
    fields: indexed.fields.map((field) => [
      field.field,
      field.language ?? null,
      field.terms.map((term) => term.word),
      // Left out where every stem is its word, and for descriptions, which only ever match
      // whole words: a third of a document's JSON, parsed for every candidate of a query.
      field.field === "description" || field.terms.every((term) => term.stem === term.word)
        ? []
        : field.terms.map((term) => term.stem),
    ]),
  };
  return {
    productId: product.id,
    document: JSON.stringify(stored),
    category: product.category.se,
    categoryEn: product.category.en,
    brand: product.brand,
    published,
    words: [...words],
    stems: [...stems],
    reversedStems: [...stems].map(reversed),
    description: [...description],
    fuzzy: [...new Set([compactSku(product.sku), ...words])].filter(Boolean).join(" "),
  };
}

/** The indexed product ranking needs, from a stored document and the product's state now. */
export function indexedProductOf(id: number, document: string, live: LiveState): IndexedProduct {
  const stored = JSON.parse(document) as StoredDocument;
  return {
    id,
    foldedName: stored.foldedName,
    buyable: live.buyable,
    totalPurchases: live.totalPurchases,
    fields: stored.fields.map(([field, language, words, stems]) => ({
      field,
      ...(language ? { language } : {}),
      terms: words.map((word, index) => ({ word, stem: stems[index] ?? word })),
    })),
  };
}

/** What search reads of a products row (its JSON content parsed once, at indexing). */
export function searchableOfRow(row: Selectable<ProductsTable>): SearchableProduct {
  const content = JSON.parse(row.content) as ProductContent;
  return {
    id: Number(row.id),
    sku: row.sku,
    type: row.type as SearchableProduct["type"],
    brand: row.brand,
    name: content.name,
    description: content.description,
    category: content.category,
    department: content.department,
    manufacturer: content.manufacturer,
    tags: content.tags,
    available: Number(row.available) === 1,
    inStock: Number(row.in_stock),
    totalPurchases: Number(row.total_purchases),
  };
}
