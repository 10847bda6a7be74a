// Confirmation requests over HTTP for tests, as the shop's browser and server would send them.
import type { TestAuth } from "../../../test/create-test-auth.ts";
import type { SignedInUser } from "../../../test/sign-in.ts";
import type { ConfirmationCreatedResponse } from "../confirmation-wire.ts";

export const REFUND = { action: "order.refund", details: { order: "A-17", amount: "500.00" } };

export function confirmationClient(auth: TestAuth, user: Pick<SignedInUser, "auth">) {
  const post = (path: string, json: unknown) =>
    auth.request(path, { method: "POST", headers: user.auth, json });
  return {
    post,
    async open(body: unknown = REFUND): Promise<ConfirmationCreatedResponse> {
      const response = await post("/confirmations", body);
      if (response.status !== 201) {
        throw new Error(`open: ${response.status} ${await response.text()}`);
      }
      return (await response.json()) as ConfirmationCreatedResponse;
    },
    webauthn: (id: string, assertion: unknown) =>
      post(`/confirmations/${id}/webauthn`, { assertion_response: assertion }),
    passcode: (id: string, body: { code?: string } = {}) =>
      post(`/confirmations/${id}/passcode`, body),
    redeem: (token: string, body: { action: string; details: unknown } = REFUND) =>
      post("/confirmations/redeem", { token, ...body }),
  };
}
