// The answer to a section's last form post: what was done ("Sparat."-like, as a status), or why
// nothing was: the admin's shared "changed by someone else" for a stale page, a product that is
// gone, fields to correct (each also beside its field).
import { useActionData } from "react-router";
import { adminMessages } from "../../admin-messages.ts";
import { formatDateTime, formatSek } from "../../../../domain/admin-format.ts";
import { AdminNotice } from "../../components/admin-notice.tsx";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useT } from "../../../i18n/use-t.ts";
import { useLanguage } from "../../../root-data.ts";
import type { ProductActionData, ProductIntent } from "../product-action-data.ts";
import { productMessages } from "../product-messages.ts";

/**
 * `intents`: the section's forms, whose answers it shows. `general`: the page's own notice, for a
 * post that named no form of the page or whose body could not be read.
 */
export function ProductNotice({
  intents,
  general = false,
}: {
  intents: readonly ProductIntent[];
  general?: boolean;
}) {
  const t = usePageT(productMessages);
  const tAdmin = usePageT(adminMessages);
  const tShop = useT();
  const language = useLanguage();
  const result = useActionData<ProductActionData>();
  if (!result) return null;
  if (result.intent === "") {
    if (!general) return null;
    return (
      <AdminNotice kind="error">
        {"problem" in result ? tShop(result.problem) : tAdmin("error.text")}
      </AdminNotice>
    );
  }
  if (!intents.includes(result.intent)) return null;
  if (result.ok) {
    const done = (() => {
      switch (result.intent) {
        case "details":
          return t(result.changed === false ? "details.unchanged" : "details.done");
        case "publish":
        case "unpublish":
          return t(`publish.done.${result.intent}`);
        case "price": {
          const price = formatSek(result.price ?? 0, language);
          return result.scheduled
            ? t("price.done.scheduled", {
                price,
                from: formatDateTime(result.from ?? "", language),
              })
            : t("price.done.now", { price });
        }
        case "cancel_price":
          return t("price.done.cancel");
        case "stock":
          return t("stock.done", { count: result.inStock ?? 0 });
        case "picture":
          return t("pictures.done.add");
        case "remove_picture":
          return t("pictures.done.remove");
        case "energy_label":
          return t(
            result.changed === false
              ? "details.unchanged"
              : result.removed
                ? "energy.removed"
                : "energy.done",
          );
        case "fitment":
          return t(
            result.changed === false
              ? "details.unchanged"
              : result.removed
                ? "fitment.removed"
                : "fitment.done",
          );
      }
    })();
    return <AdminNotice kind="ok">{done}</AdminNotice>;
  }
  switch (result.refusal) {
    case "conflict":
      return <AdminNotice kind="error">{tAdmin("conflict")}</AdminNotice>;
    case "fields":
      return <AdminNotice kind="error">{tAdmin("fixErrors")}</AdminNotice>;
    case "not_found":
      return <AdminNotice kind="error">{t("error.not_found")}</AdminNotice>;
    case "started":
    case "deal":
      return <AdminNotice kind="error">{t(`price.refused.${result.refusal}`)}</AdminNotice>;
    case "intent":
      return <AdminNotice kind="error">{tAdmin("error.text")}</AdminNotice>;
  }
}
