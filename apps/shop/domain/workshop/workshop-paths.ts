// The address of a booking's own page, which the mails link to with its token and the booking
// form sends the rider to (/verkstad/bokning?token=…).
export const MANAGE_PATH = "/verkstad/bokning";
