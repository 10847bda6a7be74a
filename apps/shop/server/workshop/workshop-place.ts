// Where the workshop is and who sends its calendar events: the seller's details
// (SHOP_COMPANY_*), never invented. Without an address the event names the shop alone; without
// the company's e-mail the organizer is the shop's mail sender (SHOP_MAIL_FROM).
import type { CompanyInfo } from "../config.ts";

export function workshopPlace(
  company: CompanyInfo,
  mailFrom: string,
): { location: string; organizer: { name: string; email: string } } {
  const fromAddress = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return {
    location: company.address ? `${company.name}, ${company.address}` : company.name,
    organizer: { name: company.name, email: company.email ?? fromAddress },
  };
}
