// The current user's email addresses through the v2 endpoints of flow-api Appendix A (v3 does
// this in the profile flow). Every call needs a session: 401 fires `hanko-session-expired`.
import { LEGACY_REST_PATHS } from "@kretsbutiken/flow-protocol";
import { EmailAddressAlreadyExistsError, MaxNumOfEmailAddressesReachedError } from "../errors.ts";
import { Client } from "./client.ts";
import type { Email, Emails } from "./dto.ts";
import { readJson } from "./read-body.ts";

function emailPath(emailID: string): string {
  return `${LEGACY_REST_PATHS.emails}/${encodeURIComponent(emailID)}`;
}

export class EmailClient extends Client {
  async list(): Promise<Emails> {
    const response = await this.client.get(LEGACY_REST_PATHS.emails);
    if (!response.ok) throw this.failure(response, { authenticated: true });
    return readJson(response) as Emails;
  }

  /** 400: EmailAddressAlreadyExistsError; 409: MaxNumOfEmailAddressesReachedError. */
  async create(address: string): Promise<Email> {
    const response = await this.client.post(LEGACY_REST_PATHS.emails, { address });
    if (!response.ok) {
      throw this.failure(response, {
        authenticated: true,
        table: {
          400: () => new EmailAddressAlreadyExistsError(),
          409: () => new MaxNumOfEmailAddressesReachedError(),
        },
      });
    }
    return readJson(response) as Email;
  }

  async setPrimaryEmail(emailID: string): Promise<void> {
    const response = await this.client.post(`${emailPath(emailID)}/set_primary`);
    if (!response.ok) throw this.failure(response, { authenticated: true });
  }

  async delete(emailID: string): Promise<void> {
    const response = await this.client.delete(emailPath(emailID));
    if (!response.ok) throw this.failure(response, { authenticated: true });
  }
}
