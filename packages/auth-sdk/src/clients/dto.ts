// Shapes the REST clients return. Names follow the official SDK; the v3 shapes come from
// flow-protocol, the v2 ones (Appendix A of flow-api.md) from its legacy types.
import type {
  Claims,
  Identity,
  LegacyCreateUserResponse,
  LegacyUserInfoResponse,
  ProfileData,
  ProfileEmail,
} from "@kretsbutiken/flow-protocol";

export type { Claims, Identity };

/** `GET /me` (and `GET /users/{id}` of v2 servers). */
export type User = ProfileData;

export type Email = ProfileEmail;
export type Emails = Email[];

/** `POST /user` (v2): what is known about an email address before sign-in. */
export type UserInfo = LegacyUserInfoResponse;

/** `POST /users` (v2). */
export type UserCreated = LegacyCreateUserResponse;

/** `GET /sessions/validate`, with the optional members of a valid session. */
export type SessionCheckResponse = {
  is_valid: boolean;
  claims?: Claims;
  expiration_time?: string;
  user_id?: string;
  idle_expires_at?: string;
};

/**
 * A user's `metadata` (`ProfileData.metadata`), typed by the page: the public metadata the
 * server sets and the unsafe metadata `patch_metadata` writes. Each member is omitted when empty.
 */
export type UserMetadata<
  PublicMetadata extends object = Record<string, unknown>,
  UnsafeMetadata extends object = Record<string, unknown>,
> = {
  public_metadata?: PublicMetadata;
  unsafe_metadata?: UnsafeMetadata;
};
