// The last form post's answer as one section of a product page reads it: its field errors in
// words (beside each field) and what was typed, only when the post was this section's form.
import { useActionData } from "react-router";
import { usePageT } from "../../../i18n/use-page-t.ts";
import type { MessageValues } from "../../../i18n/interpolate.ts";
import type { ProductActionData, ProductIntent } from "../product-action-data.ts";
import type { TypedValues } from "../product-form.ts";
import { productMessages } from "../product-messages.ts";

export interface SectionResult {
  /** The field's refusal in words, or undefined. */
  error(field: string, values?: MessageValues): string | undefined;
  /** What was typed in the field when the post was refused. */
  typed(field: string): string | undefined;
  values: TypedValues | undefined;
}

export function useProductResult(intents: readonly ProductIntent[]): SectionResult {
  const t = usePageT(productMessages);
  const result = useActionData<ProductActionData>();
  const refused =
    result?.ok === false &&
    "errors" in result &&
    (intents as readonly string[]).includes(result.intent)
      ? result
      : undefined;
  return {
    error(field, values) {
      const problem = refused?.errors[field];
      if (!problem) return undefined;
      return t(`error.${problem}`, { count: refused?.inStock ?? 0, ...values });
    },
    typed: (field) => refused?.values.fields[field],
    values: refused?.values,
  };
}
