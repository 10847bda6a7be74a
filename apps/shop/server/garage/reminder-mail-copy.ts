// The words of Min garage's reminder mails (reminder-mails.ts), in Swedish and English.
const se = {
  confirmSubject: "Bekräfta påminnelsen om däck- och bromskontroll",
  greeting: "Hej!",
  confirmLead:
    "Någon, förhoppningsvis du, vill få en påminnelse om däck- och bromskontroll för {scooter} {rule}. Vi skickar inga påminnelser förrän du har bekräftat.",
  confirmLink: "Ja, påminn mig",
  confirmValid: "Länken gäller i {hours} timmar.",
  confirmIgnore:
    "Har du inte bett om det? Då behöver du inte göra något: utan bekräftelse får du inga mejl.",
  ruleKm: "var {km}:e km",
  ruleMonths: "var {months}:e månad",
  ruleOr: "eller",
  reminderSubject: "Dags att kontrollera däck och bromsar på {scooter}",
  reminderKm:
    "Du har kört {km} km sedan förra kontrollen enligt mätarställningen du angav. Du bad om en påminnelse {rule}.",
  reminderMonths:
    "Det har gått {months} månader sedan förra kontrollen. Du bad om en påminnelse {rule}.",
  reminderSteps:
    "Kontrollera lufttrycket och slitaget på däcken, att bromsarna tar jämnt och att bromsvajern inte glappar.",
  reminderDone:
    "När du har gjort kontrollen: tryck på ”Kontroll gjord” i Min garage, så räknar vi från början igen. Tills dess får du inga fler påminnelser om den här kontrollen.",
  garageLink: "Till Min garage",
  unsubscribeText: "Vill du inte ha påminnelser? Avsluta dem här:",
  unsubscribeLink: "Avsluta påminnelserna",
  signature: "Hälsningar,\nKretsbutiken",
};

type Copy = typeof se;

const en: Copy = {
  confirmSubject: "Confirm your tyre and brake check reminder",
  greeting: "Hello!",
  confirmLead:
    "Someone, hopefully you, would like a tyre and brake check reminder for {scooter} {rule}. We send no reminders until you have confirmed.",
  confirmLink: "Yes, remind me",
  confirmValid: "The link works for {hours} hours.",
  confirmIgnore:
    "Did you not ask for this? Then you need not do anything: without a confirmation you get no mail.",
  ruleKm: "every {km} km",
  ruleMonths: "every {months} months",
  ruleOr: "or",
  reminderSubject: "Time to check the tyres and brakes of your {scooter}",
  reminderKm:
    "You have ridden {km} km since the last check, going by the odometer reading you entered. You asked for a reminder {rule}.",
  reminderMonths: "It is {months} months since the last check. You asked for a reminder {rule}.",
  reminderSteps:
    "Check the tyres' pressure and wear, that the brakes grip evenly and that the brake cable has no slack.",
  reminderDone:
    "Once you have checked: press “Check done” in My garage and we count from the start again. Until then you get no more reminders about this check.",
  garageLink: "To My garage",
  unsubscribeText: "Do not want reminders? End them here:",
  unsubscribeLink: "End the reminders",
  signature: "Regards,\nKretsbutiken",
};

export const reminderMailCopy: Record<"se" | "en", Copy> = { se, en };
