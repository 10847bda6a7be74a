// Where Min garage lives (app/routes/page/garage.tsx) and the reminder mails' links
// (app/routes/garage/).
export const GARAGE_PATH = "/page/garage";
export const REMINDER_CONFIRM_PATH = "/garage/paminnelse/bekrafta";
export const REMINDER_UNSUBSCRIBE_PATH = "/garage/paminnelse/avregistrera";
/** The saved devices and what fits them, for the shared pages after hydration. */
export const GARAGE_API_PATH = "/api/garage";
