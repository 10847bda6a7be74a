import { defineMessages } from "../define-messages.ts";

/** The portfolio gallery of the template's /voxo_plus/portfolio_page/* pages. */
export const portfolioMessages = defineMessages({
  se: {
    "portfolio.all": "Alla",
  },
  en: {
    "portfolio.all": "All",
  },
});
