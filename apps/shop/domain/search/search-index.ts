// The search index: every product's searchable text, folded and stemmed once, so a query only
// compares words. The server keeps each product's indexed fields in the database
// (server/catalogue/search/) and ranks a query's candidates with searchProducts.
import type { Language } from "../language.ts";
import type { Product } from "../catalogue/product.ts";
import { indexTermsOf, termsOf, type Term } from "./search-terms.ts";
import { TYPE_WORDS } from "./type-words.ts";

/** Where a word was found; the weight says how much a hit there is worth (ranking). */
export const FIELD_WEIGHT = {
  name: 10,
  brand: 8,
  sku: 7,
  category: 5,
  type: 4,
  tags: 4,
  department: 3,
  description: 1,
} as const;

export type SearchField = keyof typeof FIELD_WEIGHT;

export interface IndexedField {
  field: SearchField;
  /** The language of the text; undefined for text in no particular language (brand, sku). */
  language?: Language;
  terms: Term[];
}

export interface IndexedProduct {
  id: number;
  /** The folded names, for the bonus of a name that starts with the whole query. */
  foldedName: Record<Language, string>;
  /** Tie-breakers: buyable first, then the most bought. */
  buyable: boolean;
  totalPurchases: number;
  fields: IndexedField[];
}

export interface SearchIndex {
  products: IndexedProduct[];
}

const LANGUAGES_OF_TEXT: Language[] = ["se", "en"];

/** What search reads of a product: its texts and the two tie-breakers. */
export type SearchableProduct = Pick<
  Product,
  | "id"
  | "sku"
  | "type"
  | "name"
  | "description"
  | "category"
  | "department"
  | "brand"
  | "manufacturer"
  | "tags"
  | "available"
  | "inStock"
  | "totalPurchases"
>;

export function indexProduct(product: SearchableProduct): IndexedProduct {
  const localized = (field: SearchField, text: Record<Language, string>): IndexedField[] =>
    LANGUAGES_OF_TEXT.map((language) => ({ field, language, terms: indexTermsOf(text[language]) }));
  const plain = (field: SearchField, text: string): IndexedField => ({
    field,
    terms: indexTermsOf(text),
  });
  return {
    id: product.id,
    foldedName: {
      se: termsOf(product.name.se)
        .map((term) => term.word)
        .join(" "),
      en: termsOf(product.name.en)
        .map((term) => term.word)
        .join(" "),
    },
    buyable: product.available && product.inStock > 0,
    totalPurchases: product.totalPurchases,
    fields: [
      ...localized("name", product.name),
      plain("brand", `${product.brand} ${product.manufacturer}`),
      plain("sku", product.sku),
      ...localized("category", product.category),
      ...localized("type", TYPE_WORDS[product.type]),
      plain("tags", product.tags.join(" ")),
      ...localized("department", product.department),
      ...localized("description", product.description),
    ].filter((field) => field.terms.length > 0),
  };
}

export function buildSearchIndex(products: readonly SearchableProduct[]): SearchIndex {
  return { products: products.map(indexProduct) };
}
