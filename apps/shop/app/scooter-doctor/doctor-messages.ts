// Felkodsdoktorn's own strings: only its pages load them (app/i18n/use-page-t.ts).
import { defineMessages } from "../../domain/define-messages.ts";

export const doctorMessages = defineMessages({
  se: {
    "doctor.title": "Felkodsdoktorn",
    "doctor.description":
      "Visar elsparkcykeln en felkod eller piper den? Välj modell och skriv koden, så får du veta om du kan köra, vad du kan prova själv och vilka delar som passar.",
    "doctor.intro":
      "Välj din elsparkcykel och skriv koden den visar, eller beskriv vad den gör. Du får veta om du kan köra hem, vad du kan prova själv och vilka delar som passar just din modell.",
    "doctor.byCode.title": "Välj modell och skriv koden",
    "doctor.fromGarage": "Vi utgår från din {name} i Min garage.",
    "doctor.fromGarage.link": "Alla felkoder för din {name}",
    "doctor.byCode.models": "Vilken elsparkcykel har du?",
    "doctor.byCode.code": "Felkod",
    "doctor.byCode.codeHint":
      "Siffran på displayen, till exempel 14. Piper den? Räkna långa pip som tiotal och korta som ental.",
    "doctor.byCode.submit": "Visa vad koden betyder",
    "doctor.bluetooth.read": "Läs koden från elsparkcykeln via Bluetooth",
    "doctor.bluetooth.hint":
      "Fungerar med äldre Xiaomi- och Ninebot-programvara. Slå på elsparkcykeln och håll telefonen nära.",
    "doctor.bluetooth.reading":
      "Välj din elsparkcykel i listan och vänta medan vi frågar efter koden …",
    "doctor.bluetooth.found": "Elsparkcykeln rapporterar felkod {code}.",
    "doctor.bluetooth.none": "Elsparkcykeln rapporterar inget fel just nu.",
    "doctor.bluetooth.silent":
      "Elsparkcykeln svarade inte. Nyare programvara krypterar Bluetooth-länken, så skriv in koden från displayen i stället.",
    "doctor.bluetooth.failed":
      "Vi fick ingen kontakt med elsparkcykeln. Kontrollera att den är påslagen och nära, eller skriv in koden själv.",
    "doctor.variants": "Även {variants}",
    "doctor.picture.drawn": "Tecknat kort för {name}",
    "doctor.error.title": "Det gick inte att slå upp koden",
    "doctor.error.noModel":
      "Välj vilken elsparkcykel du har, så kan vi säga vad koden betyder just för den.",
    "doctor.error.unknownModel":
      "Vi känner inte igen den modellen. Välj en av modellerna i listan.",
    "doctor.error.noCode": "Skriv koden som {model} visar, till exempel 14.",
    "doctor.error.unknownCode":
      "{model} har ingen felkod ”{code}” som vi känner till. Kontrollera siffran på displayen, eller välj en av koderna nedan.",
    "doctor.error.knownCodes": "Koder för {model}",
    "doctor.bySymptom.title": "Beskriv vad den gör",
    "doctor.bySymptom.text":
      "Vet du inte koden? Skriv vad du hör eller ser, till exempel ”piper tre gånger” eller ”motorn stannar i uppförsbacke”.",
    "doctor.bySymptom.field": "Vad gör elsparkcykeln?",
    "doctor.bySymptom.model": "Modell (om du vet)",
    "doctor.bySymptom.anyModel": "Alla modeller",
    "doctor.bySymptom.submit": "Hitta troliga koder",
    "doctor.bySymptom.results": "Troliga felkoder för ”{text}”",
    "doctor.bySymptom.none":
      "Vi hittade ingen felkod som passar beskrivningen. Prova med andra ord, till exempel ”laddar inte” eller ”gasen fungerar inte”, eller välj modell och kod ovan.",
    "doctor.bySymptom.chooseModel": "Välj modell för kod {code}",
    "doctor.code": "Felkod {code}",
    "doctor.codeOn": "Felkod {code} på {model}",
    "doctor.model.title": "Felkoder för {model}",
    "doctor.model.description":
      "Alla felkoder vi känner till för {model}: om du kan köra, vad som är fel och hur du åtgärdar det.",
    "doctor.model.codes": "Koderna",
    "doctor.model.shows": "Så visar {model} en felkod",
    "doctor.signal.display-number":
      "Koden visas som en siffra på displayen, oftast bredvid en skiftnyckelsymbol.",
    "doctor.signal.beep-pattern":
      "Den piper ut koden: långa pip är tiotal och korta pip ental. Felkod 14 är alltså ett långt och fyra korta pip.",
    "doctor.otherModel": "Annan modell",
    "doctor.verdict.question": "Kan jag köra?",
    "doctor.verdict.yes": "Ja",
    "doctor.verdict.carefully": "Försiktigt, med nedsatt effekt",
    "doctor.verdict.no": "Nej",
    "doctor.answer.description": "Felkod {code} på {model}: {verdict}. {reason}",
    "doctor.answer.shows": "Så visar {model} koden",
    "doctor.answer.display": "Displayen visar {code}.",
    "doctor.answer.beeps": "Den piper {beeps}.",
    "doctor.answer.checks": "Det här kontrollerar styrenheten",
    "doctor.answer.causes": "Troliga orsaker, den vanligaste först",
    "doctor.answer.workshop": "Kräver verkstad",
    "doctor.answer.parts": "Kan behöva: {parts}",
    "doctor.answer.steps": "Gör så här",
    "doctor.answer.stepsDone": "{done} av {total} steg klara",
    "doctor.answer.saveTicks": "Spara bockarna",
    "doctor.answer.difficulty": "Svårighet",
    "doctor.answer.tools": "Verktyg",
    "doctor.answer.noTools": "Inga verktyg",
    "doctor.answer.time": "Tid",
    "doctor.difficulty.easy": "Lätt",
    "doctor.difficulty.medium": "Medel",
    "doctor.difficulty.hard": "Svår",
    "doctor.answer.fitting": "Delar som passar {model}",
    "doctor.answer.noFitting":
      "Vi har inga delar i sortimentet som vi vet passar {model} för de här orsakerna just nu. Boka verkstaden, så hjälper vi dig.",
    "doctor.answer.article": "Läs mer i artikeln om felkoden",
    "doctor.answer.booking": "Boka verkstad",
    "doctor.answer.bookingText":
      "Någon av orsakerna behöver verkstad. Boka en tid, så har vi modellen och koden med oss.",
    "doctor.answer.certainty": "Hur säkra vi är",
    "doctor.certainty.documented":
      "Koden finns i tillverkarens kodlista eller i vår egen artikel för den här modellen.",
    "doctor.certainty.likely":
      "Trolig betydelse: samma tillverkare och elektronik, men inte kontrollerad mot manualen för just den här modellen.",
  },
  en: {
    "doctor.title": "Error code doctor",
    "doctor.description":
      "Is your e-scooter showing an error code or beeping? Choose the model and type the code to learn whether you can ride, what to try yourself and which parts fit.",
    "doctor.intro":
      "Choose your e-scooter and type the code it shows, or describe what it does. You will learn whether you can ride home, what you can try yourself and which parts fit your model.",
    "doctor.byCode.title": "Choose the model and type the code",
    "doctor.fromGarage": "We start from your {name} in My garage.",
    "doctor.fromGarage.link": "Every error code of your {name}",
    "doctor.byCode.models": "Which e-scooter do you have?",
    "doctor.byCode.code": "Error code",
    "doctor.byCode.codeHint":
      "The number on the display, for example 14. Beeping? Count long beeps as tens and short ones as units.",
    "doctor.byCode.submit": "Show what the code means",
    "doctor.bluetooth.read": "Read the code from the e-scooter over Bluetooth",
    "doctor.bluetooth.hint":
      "Works with older Xiaomi and Ninebot firmware. Switch the e-scooter on and keep your phone close.",
    "doctor.bluetooth.reading":
      "Choose your e-scooter in the list and wait while we ask for the code …",
    "doctor.bluetooth.found": "The e-scooter reports error code {code}.",
    "doctor.bluetooth.none": "The e-scooter reports no error right now.",
    "doctor.bluetooth.silent":
      "The e-scooter did not answer. Newer firmware encrypts the Bluetooth link, so type the code from the display instead.",
    "doctor.bluetooth.failed":
      "We could not reach the e-scooter. Check that it is switched on and close by, or type the code yourself.",
    "doctor.variants": "Also {variants}",
    "doctor.picture.drawn": "Drawn card for {name}",
    "doctor.error.title": "The code could not be looked up",
    "doctor.error.noModel":
      "Choose which e-scooter you have, so we can tell you what the code means for it.",
    "doctor.error.unknownModel":
      "We do not recognise that model. Choose one of the models in the list.",
    "doctor.error.noCode": "Type the code your {model} shows, for example 14.",
    "doctor.error.unknownCode":
      "The {model} has no error code “{code}” that we know of. Check the number on the display, or choose one of the codes below.",
    "doctor.error.knownCodes": "Codes for the {model}",
    "doctor.bySymptom.title": "Describe what it does",
    "doctor.bySymptom.text":
      "Don't know the code? Type what you hear or see, for example “beeps three times” or “motor cuts out uphill”.",
    "doctor.bySymptom.field": "What is the e-scooter doing?",
    "doctor.bySymptom.model": "Model (if you know it)",
    "doctor.bySymptom.anyModel": "All models",
    "doctor.bySymptom.submit": "Find likely codes",
    "doctor.bySymptom.results": "Likely error codes for “{text}”",
    "doctor.bySymptom.none":
      "We found no error code that matches the description. Try other words, for example “will not charge” or “throttle not working”, or choose a model and code above.",
    "doctor.bySymptom.chooseModel": "Choose the model for code {code}",
    "doctor.code": "Error code {code}",
    "doctor.codeOn": "Error code {code} on the {model}",
    "doctor.model.title": "Error codes for the {model}",
    "doctor.model.description":
      "Every error code we know for the {model}: whether you can ride, what is wrong and how to fix it.",
    "doctor.model.codes": "The codes",
    "doctor.model.shows": "How the {model} shows an error code",
    "doctor.signal.display-number":
      "The code shows as a number on the display, usually next to a wrench symbol.",
    "doctor.signal.beep-pattern":
      "It beeps the code: long beeps are tens and short beeps units. So error code 14 is one long and four short beeps.",
    "doctor.otherModel": "Another model",
    "doctor.verdict.question": "Can I ride?",
    "doctor.verdict.yes": "Yes",
    "doctor.verdict.carefully": "Carefully, at reduced power",
    "doctor.verdict.no": "No",
    "doctor.answer.description": "Error code {code} on the {model}: {verdict}. {reason}",
    "doctor.answer.shows": "How the {model} shows the code",
    "doctor.answer.display": "The display shows {code}.",
    "doctor.answer.beeps": "It gives {beeps}.",
    "doctor.answer.checks": "What the controller checks",
    "doctor.answer.causes": "Likely causes, most likely first",
    "doctor.answer.workshop": "Needs a workshop",
    "doctor.answer.parts": "May need: {parts}",
    "doctor.answer.steps": "What to do",
    "doctor.answer.stepsDone": "{done} of {total} steps done",
    "doctor.answer.saveTicks": "Save the ticks",
    "doctor.answer.difficulty": "Difficulty",
    "doctor.answer.tools": "Tools",
    "doctor.answer.noTools": "No tools",
    "doctor.answer.time": "Time",
    "doctor.difficulty.easy": "Easy",
    "doctor.difficulty.medium": "Medium",
    "doctor.difficulty.hard": "Hard",
    "doctor.answer.fitting": "Parts that fit the {model}",
    "doctor.answer.noFitting":
      "Right now we have no parts we know fit the {model} for these causes. Book the workshop and we will help you.",
    "doctor.answer.article": "Read more in the article about the code",
    "doctor.answer.booking": "Book the workshop",
    "doctor.answer.bookingText":
      "One of the causes needs a workshop. Book a slot and we will have the model and code with us.",
    "doctor.answer.certainty": "How sure we are",
    "doctor.certainty.documented":
      "The code is in the maker's code list or in our own article for this model.",
    "doctor.certainty.likely":
      "Likely meaning: same maker and electronics, but not checked against the manual for this model.",
  },
});

export type DoctorMessageKey = keyof (typeof doctorMessages)["se"];
