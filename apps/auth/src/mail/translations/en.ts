// English mail copy, also the fallback for every language other than Swedish.
import type { MailTranslations } from "../mail-content.ts";

const minutes = (ttl: string) => `${ttl} ${ttl === "1" ? "minute" : "minutes"}`;
const validity = (ttl: string) => `The code is valid for ${minutes(ttl)}.`;
const notYou =
  "If you didn't make this change, please contact our customer service as soon as possible so we can help you secure your account.";

export const en: MailTranslations = {
  templates: {
    login: ({ code, ttlMinutes }, { serviceName }) => ({
      subject: `${code} is your ${serviceName} sign-in code`,
      heading: `Your ${serviceName} sign-in code`,
      intro: ["Hi,", `Enter the code below to sign in to ${serviceName}.`],
      code,
      outro: [validity(ttlMinutes), "If you didn't try to sign in, you can ignore this email."],
    }),
    recovery: ({ code, ttlMinutes }, { serviceName }) => ({
      subject: `${code} is your ${serviceName} password reset code`,
      heading: "Choose a new password",
      intro: [
        "Hi,",
        `You asked to reset the password of your ${serviceName} account. Enter the code below to choose a new one.`,
      ],
      code,
      outro: [
        validity(ttlMinutes),
        "If you didn't ask for this, you can ignore this email. Your current password stays the same.",
      ],
    }),
    email_verification: ({ code, ttlMinutes }, { serviceName }) => ({
      subject: `${code} is your ${serviceName} confirmation code`,
      heading: "Confirm your email address",
      intro: ["Hi,", "Enter the code below to confirm that this email address is yours."],
      code,
      outro: [
        validity(ttlMinutes),
        `If you didn't try to create an account or add this address at ${serviceName}, you can ignore this email.`,
      ],
    }),
    email_login_attempted: (_data, { serviceName }) => ({
      subject: `No ${serviceName} account for this address`,
      heading: "We couldn't find an account",
      intro: [
        "Hi,",
        `Someone just tried to sign in to ${serviceName} with this email address, but there is no account for it.`,
        `Would you like one? You can register at ${serviceName} with this address in a minute.`,
      ],
      outro: ["If you didn't try to sign in, you can ignore this email."],
    }),
    email_registration_attempted: (_data, { serviceName }) => ({
      subject: `You already have a ${serviceName} account`,
      heading: "You already have an account",
      intro: [
        "Hi,",
        `Someone just tried to create a ${serviceName} account with this email address, but the address is already registered.`,
        "Please sign in with it instead. If you've forgotten your password, you can choose a new one when you sign in.",
      ],
      outro: ["If this wasn't you, you can ignore this email. Your account has not changed."],
    }),
    confirmation: ({ code, ttlMinutes, action }, { serviceName }) => ({
      subject: `${code} is your code to confirm an action at ${serviceName}`,
      heading: "Confirm it's you",
      intro: [
        "Hi,",
        `You're about to do something in your ${serviceName} account that we ask you to confirm first.`,
        `Action: ${action}`,
        "Enter the code below to confirm it.",
      ],
      code,
      outro: [
        validity(ttlMinutes),
        "If this wasn't you, don't share the code with anyone, and contact our customer service so we can help you secure your account.",
      ],
    }),
    password_create: (_data, { serviceName }) => ({
      subject: `You set a password for ${serviceName}`,
      heading: "Your account has a password",
      intro: [
        "Hi,",
        `Your ${serviceName} account just got a password. You can now sign in with it as well.`,
      ],
      outro: [notYou],
    }),
    password_update: (_data, { serviceName }) => ({
      subject: `Your ${serviceName} password was changed`,
      heading: "Your password was changed",
      intro: ["Hi,", `The password of your ${serviceName} account was just changed.`],
      outro: [notYou],
    }),
    password_delete: (_data, { serviceName }) => ({
      subject: `The password of your ${serviceName} account was removed`,
      heading: "Your password was removed",
      intro: [
        "Hi,",
        `The password of your ${serviceName} account was just removed. You'll sign in with a one-time code sent to your email instead.`,
      ],
      outro: [notYou],
    }),
    username_update: ({ newUsername }, { serviceName }) => ({
      subject: `Your ${serviceName} username was changed`,
      heading: "Your username was changed",
      intro: ["Hi,", `Your ${serviceName} account now has the username ${newUsername}.`],
      outro: [notYou],
    }),
    username_delete: (_data, { serviceName }) => ({
      subject: `Your ${serviceName} username was removed`,
      heading: "Your username was removed",
      intro: [
        "Hi,",
        `The username was removed from your ${serviceName} account. You'll sign in with your email address instead.`,
      ],
      outro: [notYou],
    }),
    session_revoke: ({ device }, { serviceName }) => ({
      subject: `A device was signed out of your ${serviceName} account`,
      heading: "A device was signed out",
      intro: [
        "Hi,",
        `The sign-in on ${device} was ended from your ${serviceName} profile. That device has to sign in again to reach the account.`,
      ],
      outro: [notYou],
    }),
    account_delete: (_data, { serviceName }) => ({
      subject: `Your ${serviceName} account was deleted`,
      heading: "Your account was deleted",
      intro: [
        "Hi,",
        `Your ${serviceName} account was deleted, along with your email addresses, your password and your sign-ins. Thank you for the time with us!`,
        "Orders you placed stay with the shop for as long as the Swedish Bookkeeping Act requires.",
      ],
      outro: [notYou],
    }),
    primary_email_update: ({ oldEmailAddress, newEmailAddress }, { serviceName }) => ({
      subject: `Your ${serviceName} email address was changed`,
      heading: "Your primary email address was changed",
      intro: [
        "Hi,",
        `Your ${serviceName} account now uses ${newEmailAddress} as its primary email address instead of ${oldEmailAddress}. We'll send account emails there from now on.`,
      ],
      outro: [notYou],
    }),
    email_create: ({ newEmailAddress }, { serviceName }) => ({
      subject: `A new email address was added to your ${serviceName} account`,
      heading: "A new email address was added",
      intro: ["Hi,", `${newEmailAddress} was added to your ${serviceName} account.`],
      outro: [notYou],
    }),
    email_delete: ({ deletedEmailAddress }, { serviceName }) => ({
      subject: `An email address was removed from your ${serviceName} account`,
      heading: "An email address was removed",
      intro: ["Hi,", `${deletedEmailAddress} was removed from your ${serviceName} account.`],
      outro: [notYou],
    }),
    passkey_create: (_data, { serviceName }) => ({
      subject: `A new passkey was added to your ${serviceName} account`,
      heading: "A new passkey was added",
      intro: [
        "Hi,",
        `A new passkey was added to your ${serviceName} account. You can use it to sign in without a password.`,
      ],
      outro: [notYou],
    }),
    mfa_create: (_data, { serviceName }) => ({
      subject: `Two-factor authentication was added to your ${serviceName} account`,
      heading: "Two-factor authentication was added",
      intro: [
        "Hi,",
        `A new two-factor authentication method was added to your ${serviceName} account.`,
      ],
      outro: [notYou],
    }),
    mfa_delete: (_data, { serviceName }) => ({
      subject: `Two-factor authentication was removed from your ${serviceName} account`,
      heading: "Two-factor authentication was removed",
      intro: [
        "Hi,",
        `A two-factor authentication method was removed from your ${serviceName} account.`,
      ],
      outro: [notYou],
    }),
  },
  footer: ({ serviceName }) =>
    `This email was sent automatically by ${serviceName}. Replies to it are not read.`,
};
