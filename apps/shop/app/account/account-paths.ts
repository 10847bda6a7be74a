// The account pages' addresses, on their own so that the browser's code (the header, the
// sign-in widget's navigation) takes them without the server's guards.

export const LOGIN_PATH = "/page/login";
export const DASHBOARD_PATH = "/page/user_dashboard";
/** Pages that make no sense to return to once signed in. */
export const NOT_AFTER_SIGN_IN: readonly string[] = [
  "/login",
  "/logout",
  LOGIN_PATH,
  "/page/register",
];
