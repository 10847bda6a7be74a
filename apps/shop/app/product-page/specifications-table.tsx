import { useId } from "react";
import type { ProductSpecification } from "../../domain/catalogue/product.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";

export function SpecificationsTable({
  specifications,
}: {
  specifications: readonly ProductSpecification[];
}) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  if (specifications.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-xl font-bold">
        {t("productPage.specifications")}
      </h2>
      <table className="w-full text-sm" data-testid="specifications">
        <tbody>
          {specifications.map((row, i) => (
            <tr key={i} className="border-b border-line">
              <th scope="row" className="w-1/3 py-2 pe-4 text-start align-top font-semibold">
                {row.label[language]}
              </th>
              <td className="py-2">{row.value[language]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
