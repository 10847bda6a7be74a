// Every action reads its form through here (README "Request bodies"), at the shop's configured
// limit (SHOP_FORM_LIMIT_KB) unless the route needs more. The result is a value: the route
// shows its page again with the problem's message, or answers with problemResponse().
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../context/services-context.ts";
import { readFormBody, type FormRead } from "../../http/request-body/read-form-body.ts";

export type { FormRead };

export function readForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { maxBytes }: { maxBytes?: number } = {},
): Promise<FormRead> {
  return readFormBody(request, {
    maxBytes: maxBytes ?? context.get(servicesContext).bodyLimits.form,
  });
}
