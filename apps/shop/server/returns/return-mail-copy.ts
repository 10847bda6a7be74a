// The words of the return mails (return-mails.ts), in Swedish and English: the label made, with
// its link, and the goods received. The refund itself is mailed by the refunds
// (admin/refunds/refund-mail.ts), with the amount and where it went.
const se = {
  labelSubject: "Din returetikett {return} för order {number}",
  labelTitle: "Här är din returetikett",
  labelLead:
    "Du har valt att lämna returen {where}. Returfrakten betalar vi: etiketten är gratis för dig.",
  labelSteps:
    "Skriv ut etiketten, fäst den väl synligt på paketet och lämna det inom 14 dagar från att du ångrade köpet. Spara kvittot du får vid inlämningen.",
  labelLink: "Skriv ut returetiketten",
  labelRefund:
    "Vi betalar tillbaka pengarna när varorna har kommit fram till oss, senast 14 dagar efter att du ångrade köpet.",
  where_pickup_point: "hos ett {carrier}-ombud",
  where_locker: "i ett paketskåp från {carrier}",
  linesHeading: "Varor i returen",
  receivedSubject: "Vi har tagit emot din retur {return}",
  receivedTitle: "Returen har kommit fram",
  receivedLead:
    "Vi har tagit emot varorna i retur {return} för order {number} och betalar nu tillbaka dem.",
  receivedNext: "Du får ett mejl till när pengarna är på väg tillbaka till dig.",
  demoNote:
    "Etiketten är en demo: butiken har ingen riktig koppling till fraktbolaget, så den fungerar inte hos ett riktigt ombud.",
};

export type ReturnMailCopy = typeof se;

const en: ReturnMailCopy = {
  labelSubject: "Your return label {return} for order {number}",
  labelTitle: "Here is your return label",
  labelLead:
    "You chose to hand in the return {where}. We pay the return delivery: the label is free for you.",
  labelSteps:
    "Print the label, attach it clearly to the parcel and hand it in within 14 days of withdrawing. Keep the receipt you get when handing it in.",
  labelLink: "Print the return label",
  labelRefund:
    "We refund the money once the goods have reached us, no later than 14 days after you withdrew.",
  where_pickup_point: "at a {carrier} pickup point",
  where_locker: "in a {carrier} parcel locker",
  linesHeading: "Items in the return",
  receivedSubject: "We have received your return {return}",
  receivedTitle: "Your return has arrived",
  receivedLead:
    "We have received the goods of return {return} for order {number} and are refunding them now.",
  receivedNext: "You will get another email once the money is on its way back to you.",
  demoNote:
    "The label is a demo: the shop has no real link to the carrier, so it does not work at a real pickup point.",
};

export const RETURN_MAIL_COPY: Record<"se" | "en", ReturnMailCopy> = { se, en };
