// How long a passkey's name may be (spec §5: rename within 3 to 32 characters).
export const PASSKEY_NAME_MIN = 3;
export const PASSKEY_NAME_MAX = 32;
