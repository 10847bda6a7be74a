// A user's WebAuthn credentials and authenticator app through the admin API, on Hanko's wire
// (backend/handler/webauthn_credential_admin.go, otp_admin.go): list, get and delete credentials
// (passkeys and, `mfa_only`, security keys), get and delete the app (404 when none is set up).
// A deletion is audited and mailed as the profile's: a passkey `passkey_deleted` with no mail, a
// security key `security_key_deleted` and the app `otp_deleted`, both mailed `mfa_delete`. A
// credential is shown as the profile shows it (Hanko's WebauthnCredentialResponse). We
// keep one app secret per user and no ID for it, so the OTP's `id` is the user's.
import { Hono, type Context } from "hono";
import { createOtpSecretStore } from "../../mfa/otp-secret-store.ts";
import { toWireCredential } from "../../users/profile-data.ts";
import { createCredentialStore } from "../../webauthn/credential-store.ts";
import { recordAdminChange } from "../admin-change.ts";
import type { AdminDeps, AdminEnv, OpenApiPaths } from "../admin-env.ts";
import { adminError } from "../admin-error.ts";
import { userParam } from "./user-param.ts";
import {
  errorResponse,
  jsonResponse,
  noContent,
  pathParameter,
  schemaRef,
  userErrors,
  userIdParameter,
} from "./openapi-parts.ts";

const CREDENTIALS = "/users/:user_id/webauthn_credentials";
const CREDENTIAL = `${CREDENTIALS}/:credential_id`;
const OTP = "/users/:user_id/otp";

export function credentialRoutes(deps: AdminDeps): Hono<AdminEnv> {
  const app = new Hono<AdminEnv>();
  const credentials = createCredentialStore(deps.db);
  const otpSecrets = createOtpSecretStore(deps.db, deps.secretBox);

  /** The user and the credential the path names (another user's is not found), or 400/404. */
  const userCredential = async (c: Context<AdminEnv>) => {
    const user = await userParam(c, deps);
    if (user instanceof Response) return user;
    const credential = await credentials.find(c.req.param("credential_id") ?? "");
    if (credential?.user_id !== user.id) return adminError(c, 404, "webauthn credential not found");
    return { user, credential };
  };

  // The store only tells whether an app is set up; since when is read here.
  const otpOf = (userId: string) =>
    deps.db
      .selectFrom("otp_secrets")
      .select(["user_id", "created_at"])
      .where("user_id", "=", userId)
      .executeTakeFirst();

  app.get(CREDENTIALS, async (c) => {
    const user = await userParam(c, deps);
    if (user instanceof Response) return user;
    return c.json((await credentials.listOf(user.id)).map(toWireCredential));
  });

  app.get(CREDENTIAL, async (c) => {
    const found = await userCredential(c);
    if (found instanceof Response) return found;
    return c.json(toWireCredential(found.credential));
  });

  app.delete(CREDENTIAL, async (c) => {
    const found = await userCredential(c);
    if (found instanceof Response) return found;
    const { user, credential } = found;
    if (!(await credentials.remove(user.id, credential.id))) {
      return adminError(c, 404, "webauthn credential not found");
    }
    const securityKey = credential.mfa_only === 1;
    await recordAdminChange(deps, c.get("adminRequest"), {
      userId: user.id,
      type: securityKey ? "security_key_deleted" : "passkey_deleted",
      details: { credential_id: credential.id },
      ...(securityKey && { notify: { template: "mfa_delete", data: {} } }),
    });
    return c.body(null, 204);
  });

  app.get(OTP, async (c) => {
    const user = await userParam(c, deps);
    if (user instanceof Response) return user;
    const otp = await otpOf(user.id);
    if (otp === undefined) return adminError(c, 404, "no authenticator app is set up");
    return c.json({ id: otp.user_id, created_at: otp.created_at });
  });

  app.delete(OTP, async (c) => {
    const user = await userParam(c, deps);
    if (user instanceof Response) return user;
    if (!(await otpSecrets.remove(user.id))) {
      return adminError(c, 404, "no authenticator app is set up");
    }
    await recordAdminChange(deps, c.get("adminRequest"), {
      userId: user.id,
      type: "otp_deleted",
      notify: { template: "mfa_delete", data: {} },
    });
    return c.body(null, 204);
  });

  return app;
}

export const credentialSchemas = {
  WebauthnCredential: {
    type: "object",
    required: [
      "id",
      "public_key",
      "attestation_type",
      "aaguid",
      "created_at",
      "transports",
      "backup_eligible",
      "backup_state",
      "mfa_only",
    ],
    properties: {
      id: { type: "string", description: "The credential ID the authenticator chose." },
      name: { type: "string" },
      public_key: { type: "string" },
      attestation_type: { type: "string" },
      aaguid: { type: "string", format: "uuid" },
      last_used_at: { type: "string", format: "date-time" },
      created_at: { type: "string", format: "date-time" },
      transports: { type: "array", items: { type: "string" } },
      backup_eligible: { type: "boolean" },
      backup_state: { type: "boolean" },
      mfa_only: { type: "boolean", description: "A security key: a second factor only." },
    },
  },
  Otp: {
    type: "object",
    required: ["id", "created_at"],
    properties: {
      id: { type: "string", format: "uuid", description: "The user's ID: one app each." },
      created_at: { type: "string", format: "date-time" },
    },
  },
} as const;

const credentialIdParameter = pathParameter("credential_id", "The credential's ID.");
const noApp = errorResponse("The user does not exist or has no authenticator app set up.");

export const credentialPaths: OpenApiPaths = {
  "/users/{user_id}/webauthn_credentials": {
    parameters: [userIdParameter],
    get: {
      operationId: "listWebauthnCredentials",
      tags: ["WebAuthn credentials"],
      summary: "List a user's passkeys and security keys",
      responses: {
        "200": jsonResponse("The credentials, oldest first.", {
          type: "array",
          items: schemaRef("WebauthnCredential"),
        }),
        ...userErrors,
      },
    },
  },
  "/users/{user_id}/webauthn_credentials/{credential_id}": {
    parameters: [userIdParameter, credentialIdParameter],
    get: {
      operationId: "getWebauthnCredential",
      tags: ["WebAuthn credentials"],
      summary: "Get a credential",
      responses: {
        "200": jsonResponse("The credential.", schemaRef("WebauthnCredential")),
        ...userErrors,
      },
    },
    delete: {
      operationId: "deleteWebauthnCredential",
      tags: ["WebAuthn credentials"],
      summary: "Delete a credential",
      description:
        "Audited: a passkey `passkey_deleted` (no mail, as the profile), a security key `security_key_deleted`, mailed (`mfa_delete`).",
      responses: { "204": noContent, ...userErrors },
    },
  },
  "/users/{user_id}/otp": {
    parameters: [userIdParameter],
    get: {
      operationId: "getOtp",
      tags: ["OTP"],
      summary: "The user's authenticator app, if set up",
      responses: { "200": jsonResponse("The app.", schemaRef("Otp")), ...userErrors, "404": noApp },
    },
    delete: {
      operationId: "deleteOtp",
      tags: ["OTP"],
      summary: "Remove the authenticator app",
      description: "Audited (`otp_deleted`); mailed (`mfa_delete`).",
      responses: { "204": noContent, ...userErrors, "404": noApp },
    },
  },
};
