/** "Reklamera en vara": the complaint page, linked from order tracking and the dashboard. */
export const COMPLAINT_PATH = "/page/reklamation";

/** A complaint's own page, opened by the token of its link (server/complaints/case-token.ts). */
export const complaintCasePath = (token: string) =>
  `/page/reklamation/arende?case=${encodeURIComponent(token)}`;
