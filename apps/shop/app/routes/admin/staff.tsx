// /admin/staff (owners): who has access to the admin, and as what. Owners add staff by e-mail
// and remove them; every change goes into the change log. Giving a role is confirmed first with
// the owner's passkey or a mailed code (ConfirmWithPasskey; redeemed in staff-directory.ts).
import { data, useActionData, useLoaderData } from "react-router";
import { requireOwner } from "../../admin/admin-guard.server.ts";
import { AdminForm } from "../../admin/admin-form.tsx";
import { readAdminForm } from "../../admin/admin-form.server.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminField } from "../../admin/components/admin-field.tsx";
import { AdminNotice } from "../../admin/components/admin-notice.tsx";
import { staffMessages } from "../../admin/staff/staff-messages.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { ConfirmWithPasskey } from "../../components/confirm-with-passkey/confirm-with-passkey.tsx";
import { confirmationMessages } from "../../components/confirm-with-passkey/confirmation-messages.ts";
import { servicesContext } from "../../context/services-context.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useT } from "../../i18n/use-t.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { STAFF_ROLES, type StaffRole } from "../../../domain/admin/staff-roles.ts";
import {
  staffFormNeedsConfirming,
  staffRoleActionOf,
} from "../../../domain/admin/staff-role-action.ts";
import { CONFIRMATION_FIELD } from "../../../domain/confirmations/risky-action.ts";
import type { ConfirmationRefusal } from "../../../domain/confirmations/confirmation-refusal.ts";
import { readSessionToken } from "../../../http/session-token.ts";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => staffMessages[language].title);

export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  return { members: await context.get(servicesContext).admin.staff.list() };
}

type StaffError =
  "invalid_email" | "configured_owner" | "not_staff" | "self" | "role" | "unconfirmed";

type ActionData =
  | { ok: true; done: "added" | "removed"; email: string; role?: StaffRole }
  | {
      ok: false;
      error?: StaffError;
      problem?: MessageKey;
      email: string;
      /** Why the owner's confirmation was not accepted: no role was given. */
      confirmation?: ConfirmationRefusal;
    };

const isRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);

export async function action({ request, context }: Route.ActionArgs) {
  requireOwner(context);
  const read = await readAdminForm(request, context);
  if (!read.ok) {
    return data<ActionData>(
      { ok: false, problem: read.problem.message, email: "" },
      { status: read.problem.status },
    );
  }
  const { form, staff } = read;
  const { admin } = context.get(servicesContext);
  const given = form.get("email");
  const email = typeof given === "string" ? given : "";
  if (form.get("intent") === "remove") {
    const result = await admin.staff.revoke(staff.actor, email);
    return result.ok
      ? data<ActionData>({ ok: true, done: "removed", email })
      : data<ActionData>({ ok: false, error: result.reason, email }, { status: 400 });
  }
  const role = form.get("role");
  if (!isRole(role)) return data<ActionData>({ ok: false, error: "role", email }, { status: 400 });
  const token = form.get(CONFIRMATION_FIELD);
  const session = readSessionToken(request.headers) ?? "";
  const { auth, requestId } = context.get(servicesContext);
  const result = await admin.staff.grant(staff.actor, email, role, {
    redeem: (confirmed) =>
      auth.redeemConfirmation(session, typeof token === "string" ? token : undefined, confirmed, {
        requestId,
      }),
  });
  if (result.ok) {
    return data<ActionData>({ ok: true, done: "added", email: email.trim().toLowerCase(), role });
  }
  return result.reason === "unconfirmed"
    ? data<ActionData>(
        { ok: false, error: "unconfirmed", confirmation: result.refusal, email },
        { status: 403 },
      )
    : data<ActionData>({ ok: false, error: result.reason, email }, { status: 400 });
}

export default function StaffPage() {
  const t = usePageT(staffMessages);
  const confirmT = usePageT(confirmationMessages);
  const tShop = useT();
  const { members } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const roleName = (role: StaffRole) => t(`role.${role}`);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-4 max-w-prose">{t("intro")}</p>
      {result?.ok === true && (
        <AdminNotice kind="ok">
          {result.done === "added"
            ? t("added", { email: result.email, role: roleName(result.role ?? "staff") })
            : t("removed", { email: result.email })}
        </AdminNotice>
      )}
      {result?.ok === false && result.problem && (
        <AdminNotice kind="error">{tShop(result.problem)}</AdminNotice>
      )}
      {result?.ok === false && result.error && (
        <AdminNotice kind="error">
          {result.confirmation
            ? `${t(`error.${result.error}`)} ${confirmT(result.confirmation)}`
            : t(`error.${result.error}`)}
        </AdminNotice>
      )}

      <h2 className="mb-2 mt-6 text-xl font-bold">{t("list")}</h2>
      <table className="w-full max-w-3xl text-start">
        <thead>
          <tr className="border-b border-line text-start">
            <th scope="col" className="py-2 text-start">
              {t("email")}
            </th>
            <th scope="col" className="py-2 text-start">
              {t("role")}
            </th>
            <th scope="col" className="py-2 text-start">
              {t("addedBy")}
            </th>
            <td />
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.email} className="border-b border-line">
              <td className="py-2">{member.email}</td>
              <td className="py-2">{roleName(member.role)}</td>
              <td className="py-2">{member.configured ? t("fromConfig") : member.addedBy}</td>
              <td className="py-2">
                {!member.configured && (
                  <AdminForm>
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="email" value={member.email} />
                    <button type="submit" className={buttonClass("secondary")}>
                      {t("remove", { email: member.email })}
                    </button>
                  </AdminForm>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 className="mb-2 mt-6 text-xl font-bold">{t("add")}</h2>
      <AdminForm className="grid max-w-md gap-4">
        <input type="hidden" name="intent" value="grant" />
        <AdminField
          id="staff-email"
          name="email"
          type="email"
          label={t("email")}
          required
          defaultValue={result?.ok === false ? result.email : undefined}
          error={
            result?.ok === false &&
            result.error &&
            result.error !== "role" &&
            result.error !== "unconfirmed"
              ? t(`error.${result.error}`)
              : undefined
          }
        />
        <AdminField
          id="staff-role"
          name="role"
          label={t("role")}
          options={STAFF_ROLES.map((role) => [role, roleName(role)] as const)}
          defaultValue="staff"
        />
        <ConfirmWithPasskey request={staffRoleActionOf} needed={staffFormNeedsConfirming} />
        <button type="submit" className={buttonClass("primary", "justify-self-start")}>
          {t("addButton")}
        </button>
      </AdminForm>
    </>
  );
}
