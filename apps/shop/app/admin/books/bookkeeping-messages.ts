// The bookkeeping page's strings (/admin/bookkeeping, owners), Swedish first.
import { defineMessages } from "../../../domain/define-messages.ts";

export const bookkeepingMessages = defineMessages({
  se: {
    title: "Bokföring",
    intro:
      "Välj en period och ladda ner dess ordrar, återbetalningar och avgifter, som CSV för Excel eller som SIE 4-fil att läsa in i bokföringsprogrammet. En order bokförs den dag den betalades, en återbetalning den dag den genomfördes.",
    "period.legend": "Period",
    "period.from": "Från och med",
    "period.to": "Till och med",
    "period.show": "Visa perioden",
    "period.thisMonth": "Denna månad",
    "period.lastMonth": "Förra månaden",
    "period.quick": "Snabbval",
    "error.date": "Skriv ett datum som ÅÅÅÅ-MM-DD, till exempel 2026-11-01.",
    "error.order": "Slutdatumet kan inte vara före startdatumet.",
    "error.year":
      "En period ligger inom ett kalenderår (bokföringsåret i SIE-filen). Dela upp den vid årsskiftet.",
    "error.rate":
      "En orderrad har en momssats som bokföringen saknar konton för ({rate} %). Inget kan exporteras förrän den är rättad.",
    summary: "Perioden {first} – {last}",
    "summary.sales": "Försäljning",
    "summary.refunds": "Återbetalningar",
    "summary.count": "Antal",
    "summary.incl": "Inkl. moms",
    "summary.moms": "Varav moms",
    "summary.what": "Vad",
    "summary.vouchers":
      "Verifikationer i SIE-filen: {count}, i serie W, en per dag med försäljning och en per dag med återbetalningar.",
    "summary.nothing": "Inga ordrar betalades och inga återbetalningar genomfördes under perioden.",
    "accounts.title": "Så bokförs perioden",
    "accounts.account": "Konto",
    "accounts.name": "Benämning",
    "accounts.debit": "Debet",
    "accounts.credit": "Kredit",
    "download.title": "Ladda ner",
    "download.csv": "Ladda ner CSV (ordrar och återbetalningar)",
    "download.sie": "Ladda ner SIE 4-fil",
    "download.csvHint":
      "En rad per order och per återbetalning: belopp inkl. och exkl. moms per momssats, frakt och betalningsavgift. Semikolon och decimalkomma, som svenska Excel vill ha det.",
    "download.sieHint":
      "SIE typ 4 enligt BAS 2014: försäljning på 3001–3003, utgående moms på 2611–2631, frakt på 3520, betalningsavgift på 3540 och fordran på betalleverantören på 1580. Återbetalningar bokförs med omvända tecken.",
    "orgNr.missing":
      "Organisationsnumret saknas (SHOP_COMPANY_ORG_NR), så SIE-filen får ingen #ORGNR-rad.",
  },
  en: {
    title: "Bookkeeping",
    intro:
      "Choose a period and download its orders, refunds and fees, as CSV for Excel or as an SIE 4 file to import into the accounting program. An order is booked on the day it was paid, a refund on the day it went through.",
    "period.legend": "Period",
    "period.from": "From",
    "period.to": "To (inclusive)",
    "period.show": "Show the period",
    "period.thisMonth": "This month",
    "period.lastMonth": "Last month",
    "period.quick": "Quick choices",
    "error.date": "Enter a date as YYYY-MM-DD, for example 2026-11-01.",
    "error.order": "The end date cannot be before the start date.",
    "error.year":
      "A period lies within one calendar year (the fiscal year in the SIE file). Split it at the turn of the year.",
    "error.rate":
      "An order line has a VAT rate the books have no accounts for ({rate} %). Nothing can be exported until it is corrected.",
    summary: "The period {first} – {last}",
    "summary.sales": "Sales",
    "summary.refunds": "Refunds",
    "summary.count": "Number",
    "summary.incl": "Incl. VAT",
    "summary.moms": "Of which VAT",
    "summary.what": "What",
    "summary.vouchers":
      "Vouchers in the SIE file: {count}, in series W, one per day with sales and one per day with refunds.",
    "summary.nothing": "No orders were paid and no refunds went through in the period.",
    "accounts.title": "How the period is booked",
    "accounts.account": "Account",
    "accounts.name": "Name",
    "accounts.debit": "Debit",
    "accounts.credit": "Credit",
    "download.title": "Download",
    "download.csv": "Download CSV (orders and refunds)",
    "download.sie": "Download SIE 4 file",
    "download.csvHint":
      "One row per order and per refund: amounts incl. and excl. VAT per rate, delivery and payment fee. Semicolons and decimal commas, as Swedish Excel expects.",
    "download.sieHint":
      "SIE type 4 on BAS 2014: sales on 3001–3003, output VAT on 2611–2631, delivery on 3520, payment fee on 3540 and the receivable from the payment provider on 1580. Refunds are booked with the signs reversed.",
    "orgNr.missing":
      "The company registration number is missing (SHOP_COMPANY_ORG_NR), so the SIE file has no #ORGNR line.",
  },
});
