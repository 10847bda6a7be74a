// An admin form: a plain POST form (it works without JavaScript) that carries the form token.
import type { ComponentProps } from "react";
import { Form, useRouteLoaderData } from "react-router";
import { FORM_TOKEN_FIELD } from "./admin-form-token-field.ts";

export const ADMIN_LAYOUT_ID = "routes/admin/admin-layout";

export interface AdminLayoutData {
  email: string;
  role: "owner" | "staff";
  formToken: string;
}

export function useAdminLayoutData(): AdminLayoutData | undefined {
  return useRouteLoaderData<AdminLayoutData>(ADMIN_LAYOUT_ID);
}

export function AdminForm({
  children,
  ...props
}: Omit<ComponentProps<typeof Form>, "method"> & { method?: "post" }) {
  const token = useAdminLayoutData()?.formToken ?? "";
  return (
    <Form method="post" {...props}>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      {children}
    </Form>
  );
}
