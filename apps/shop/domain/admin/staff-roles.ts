/** The admin's roles (README "Admin"): owners may do everything; staff no staff or bookkeeping. */
export const STAFF_ROLES = ["owner", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
