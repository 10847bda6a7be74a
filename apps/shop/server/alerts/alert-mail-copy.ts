// The words of the product alerts' mails (alert-mails.ts), in Swedish and English.
const se = {
  confirmSubjectStock: "Bekräfta din bevakning av {product}",
  confirmSubjectPrice: "Bekräfta din prisbevakning av {product}",
  greeting: "Hej!",
  confirmLeadStock:
    "Någon, förhoppningsvis du, vill få ett mejl när {product} finns i lager igen. Vi bevakar varan först när du har bekräftat.",
  confirmLeadPrice:
    "Någon, förhoppningsvis du, vill få ett mejl när priset på {product} är {target} eller lägre. Vi bevakar priset först när du har bekräftat.",
  confirmLink: "Ja, bevaka varan",
  confirmValid: "Länken gäller i {hours} timmar.",
  confirmIgnore:
    "Har du inte bett om det? Då behöver du inte göra något: utan bekräftelse får du inga fler mejl om varan.",
  stockSubject: "{product} finns i lager igen",
  stockLead: "Goda nyheter: {product} finns i lager igen, för {price}.",
  priceSubject: "Prisbevakning: {product} kostar nu {price}",
  priceLead:
    "Priset på {product} har sjunkit till {price}. Du bad om ett mejl vid {target} eller lägre.",
  lowestPrice: "Lägsta pris de senaste 30 dagarna före sänkningen: {lowest}.",
  productLink: "Till varan",
  onceOnly:
    "Det här är det enda mejlet om den här bevakningen; vill du ha fler får du bevaka varan igen.",
  unsubscribeText: "Vill du inte ha mejl om varan? Avsluta bevakningen här:",
  unsubscribeLink: "Avsluta bevakningen",
  signature: "Hälsningar,\nKretsbutiken",
};

type Copy = typeof se;

const en: Copy = {
  confirmSubjectStock: "Confirm your alert for {product}",
  confirmSubjectPrice: "Confirm your price alert for {product}",
  greeting: "Hello!",
  confirmLeadStock:
    "Someone, hopefully you, wants an email when {product} is back in stock. We watch it only once you have confirmed.",
  confirmLeadPrice:
    "Someone, hopefully you, wants an email when the price of {product} is {target} or less. We watch the price only once you have confirmed.",
  confirmLink: "Yes, watch this product",
  confirmValid: "The link is valid for {hours} hours.",
  confirmIgnore:
    "Did you not ask for this? Then you need do nothing: without a confirmation you will get no more email about this product.",
  stockSubject: "{product} is back in stock",
  stockLead: "Good news: {product} is back in stock, at {price}.",
  priceSubject: "Price alert: {product} now costs {price}",
  priceLead:
    "The price of {product} has dropped to {price}. You asked for an email at {target} or less.",
  lowestPrice: "Lowest price in the 30 days before the reduction: {lowest}.",
  productLink: "Go to the product",
  onceOnly: "This is the only email about this alert; to get another, set up an alert again.",
  unsubscribeText: "No more email about this product? End the alert here:",
  unsubscribeLink: "End the alert",
  signature: "Best regards,\nKretsbutiken",
};

export const alertMailCopy: Record<"se" | "en", Copy> = { se, en };
