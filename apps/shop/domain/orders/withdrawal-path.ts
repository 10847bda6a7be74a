/** "Ångra köp": the withdrawal function's page, linked from the footer and every order mail. */
export const WITHDRAWAL_PATH = "/page/angra_kop";
