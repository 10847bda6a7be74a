// Who a provider's account is here (flow-api.md §2.2 thirdparty, docs/decisions/0033): the
// rules that turn "the provider vouches for subject S with address A" into one of our users, or
// into one of the redirect error codes of §4.3. Runs inside the callback's transaction.
//
// 1. A known identity (provider + subject) signs its user in. An address it now names that
//    belongs to another account is `multiple_accounts`; a new verified address is added to the
//    user (`email_maxnum` when the user is at the limit).
// 2. An unknown identity whose address has an owner is linked to that owner, only when the
//    provider allows linking (else `user_conflict`) and only when the provider vouches for the
//    address (else `unverified_email`): an unverified claim could otherwise take over the
//    account of whoever owns the address.
// 3. An unknown identity with an unknown (or no) address signs up, unless sign-up is off
//    (`signup_disabled`).
// 4. Connecting from the profile (connectAccount) links to the signed-in user; an identity
//    already linked to someone else is `user_conflict`. The profile's `exchange_token` calls it,
//    never the callback (./pending-connections.ts).
// Outside a flow (the v2 `/thirdparty/auth`) an unverified address is refused at once, as there
// is no passcode step to prove it.
import type { EmailStore } from "../users/email-store.ts";
import type { EmailSummary, UserStore } from "../services.ts";
import type { IdentityStore } from "./identity-store.ts";

export type LinkErrorCode =
  "user_conflict" | "multiple_accounts" | "unverified_email" | "email_maxnum" | "signup_disabled";

export interface ProviderAccount {
  /** `google`, `custom_<key>`, or a SAML identity provider's id. */
  providerId: string;
  subject: string;
  email: string | undefined;
  /** The provider vouches for `email` (or SAML is set to skip verification). */
  emailVerified: boolean;
  /** What the provider said, kept with the identity. */
  data: Readonly<Record<string, unknown>>;
}

export interface LinkRules {
  allowLinking: boolean;
  allowSignup: boolean;
  requireVerification: boolean;
  emailLimit: number;
  /** Started in a flow, which can still ask for a passcode. */
  isFlow: boolean;
}

export interface LinkedAccount {
  userId: string;
  identityId: string;
  userCreated: boolean;
  /** False when the flow must prove the address with a passcode before signing in. */
  emailVerified: boolean;
}

export type LinkResult = { ok: true; account: LinkedAccount } | { ok: false; code: LinkErrorCode };

export interface LinkStores {
  users: UserStore;
  emails: EmailStore;
  identities: IdentityStore;
}

const fail = (code: LinkErrorCode): LinkResult => ({ ok: false, code });

export async function linkAccount(
  stores: LinkStores,
  account: ProviderAccount,
  rules: LinkRules,
): Promise<LinkResult> {
  const email = account.email?.trim().toLowerCase() || undefined;
  const unproven = email !== undefined && !account.emailVerified && rules.requireVerification;
  if (unproven && !rules.isFlow) return fail("unverified_email");
  const found = await stores.identities.find(account.providerId, account.subject);
  if (found !== undefined) {
    return signIn(stores, account, email, found.user_id, found.id, rules);
  }
  const owner = email === undefined ? undefined : await stores.users.findByEmail(email);
  if (owner !== undefined) {
    if (!rules.allowLinking) return fail("user_conflict");
    if (!account.emailVerified) return fail("unverified_email");
    const identity = await stores.identities.create({
      userId: owner.user.id,
      emailId: owner.email.id,
      providerId: account.providerId,
      subject: account.subject,
      data: account.data,
    });
    return linked(owner.user.id, identity.id, false, owner.email.verified);
  }
  if (!rules.allowSignup) return fail("signup_disabled");
  const created = await stores.users.create({
    id: crypto.randomUUID(),
    ...(email === undefined ? {} : { email: { address: email, verified: account.emailVerified } }),
  });
  // Only an address someone has verified meanwhile can conflict: another account owns it.
  if (!created.ok) return fail("user_conflict");
  const userId = created.user.id;
  const emailRow = email === undefined ? undefined : await addressOf(stores, userId, email);
  const identity = await stores.identities.create({
    userId,
    emailId: emailRow?.id ?? null,
    providerId: account.providerId,
    subject: account.subject,
    data: account.data,
  });
  return linked(userId, identity.id, true, !unproven);
}

async function signIn(
  stores: LinkStores,
  account: ProviderAccount,
  email: string | undefined,
  userId: string,
  identityId: string,
  rules: LinkRules,
): Promise<LinkResult> {
  let emailRow: EmailSummary | undefined;
  if (email !== undefined) {
    const owner = await stores.users.findByEmail(email);
    if (owner !== undefined && owner.user.id !== userId) return fail("multiple_accounts");
    emailRow = await addressOf(stores, userId, email);
    if (emailRow === undefined && account.emailVerified) {
      const added = await stores.emails.add(userId, email, {
        verified: true,
        limit: rules.emailLimit,
      });
      if (!added.ok)
        return fail(added.reason === "limit_reached" ? "email_maxnum" : "multiple_accounts");
      emailRow = await addressOf(stores, userId, email);
    }
  }
  await stores.identities.update(identityId, { emailId: emailRow?.id ?? null, data: account.data });
  // The subject is the proof; an address is asked for only when the user's own is unproven.
  const verified = emailRow === undefined ? true : emailRow.verified || account.emailVerified;
  return linked(userId, identityId, false, verified || !rules.requireVerification);
}

/** Links the account to `userId`, the signed-in user who connected it from the profile. */
export async function connectAccount(
  stores: LinkStores,
  account: ProviderAccount,
  userId: string,
): Promise<LinkResult> {
  const email = account.email?.trim().toLowerCase() || undefined;
  const found = await stores.identities.find(account.providerId, account.subject);
  const emailRow = email === undefined ? undefined : await addressOf(stores, userId, email);
  if (found !== undefined) {
    if (found.user_id !== userId) return fail("user_conflict");
    await stores.identities.update(found.id, { emailId: emailRow?.id ?? null, data: account.data });
    return linked(userId, found.id, false, true);
  }
  const identity = await stores.identities.create({
    userId,
    emailId: emailRow?.id ?? null,
    providerId: account.providerId,
    subject: account.subject,
    data: account.data,
  });
  return linked(userId, identity.id, false, true);
}

async function addressOf(
  stores: LinkStores,
  userId: string,
  email: string,
): Promise<EmailSummary | undefined> {
  const emails = await stores.users.emails(userId);
  return emails.find((row) => row.address === email);
}

const linked = (
  userId: string,
  identityId: string,
  userCreated: boolean,
  emailVerified: boolean,
): LinkResult => ({ ok: true, account: { userId, identityId, userCreated, emailVerified } });
