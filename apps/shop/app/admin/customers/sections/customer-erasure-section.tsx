// Erasing a customer's personal data, for owners: a link to the confirmation step (`?radera=1`),
// which shows the plan and asks for a tick in a box (../erasure-form.tsx), and the answer to
// the last attempt when it erased nothing. Other staff are told only owners may.
import { Link, useActionData } from "react-router";
import type { ErasurePlan } from "../../../../server/admin/customers/customer-erasure.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useT } from "../../../i18n/use-t.ts";
import { adminMessages } from "../../admin-messages.ts";
import { AdminNotice } from "../../components/admin-notice.tsx";
import type { StaffRole } from "../../../../domain/admin/staff-roles.ts";
import { customersMessages } from "../customers-messages.ts";
import type { ErasureActionData } from "../erasure-action-data.ts";
import { ErasureForm } from "../erasure-form.tsx";
import { CustomerSection } from "./customer-section.tsx";

export function CustomerErasureSection({
  role,
  plan,
  path,
}: {
  role: StaffRole;
  plan: ErasurePlan | undefined;
  /** The customer's admin page. */
  path: string;
}) {
  const t = usePageT(customersMessages);
  const tAdmin = usePageT(adminMessages);
  const tShop = useT();
  const result = useActionData<ErasureActionData>();
  return (
    <CustomerSection id="radera" title={t("eraseTitle")}>
      <p className="mb-2 max-w-prose">{t("eraseIntro")}</p>
      {result && "problem" in result && (
        <AdminNotice kind="error">{tShop(result.problem)}</AdminNotice>
      )}
      {result && "error" in result && result.error !== "confirm" && (
        <AdminNotice kind="error">
          {result.error === "conflict"
            ? tAdmin("conflict")
            : result.error === "open_orders"
              ? t("error.open_orders", { numbers: result.orders.join(", ") })
              : t("error.not_found")}
        </AdminNotice>
      )}
      {role !== "owner" ? (
        <p>{t("eraseOwnersOnly")}</p>
      ) : plan ? (
        <ErasureForm
          plan={plan}
          confirmError={result !== undefined && "error" in result && result.error === "confirm"}
          backTo={path}
        />
      ) : (
        <Link to={`${path}?radera=1#radera`} className="font-semibold underline">
          {t("eraseStart")}
        </Link>
      )}
    </CustomerSection>
  );
}
