// The strings of the energy label (market.md "Energy label of phones and tablets"): the label
// itself and the product information sheet (the arrow's name: energy-arrow-messages.ts). They load
// with the product page's label dialog and the label's and the sheet's own pages only.
import { defineMessages } from "../../domain/define-messages.ts";

export const energyLabelMessages = defineMessages({
  se: {
    "label.title": "Energimärkning för {name}",
    "label.figure": "EU:s energimärkning för {name}: energiklass {class} på en skala från A till G",
    "label.energy": "Energi",
    "label.supplier": "Leverantör",
    "label.model": "Modell",
    "label.scale": "Energiklasser",
    "label.thisClass": "{class}, produktens klass",
    "label.endurance": "Batteritid per laddning",
    "label.drop": "Tålighet mot fall",
    "label.repairability": "Reparerbarhet",
    "label.cycles": "Laddcykler",
    "label.cyclesValue": "{count} cykler",
    "label.ip": "Skyddsklass",
    "label.registration": "Registrering i EPREL",
    "label.demo": "Demovärden: siffrorna är påhittade för demobutiken.",
    "label.regulation": "Förordning (EU) 2023/1669",
    "label.close": "Stäng",
    "label.back": "Tillbaka till {name}",
    "label.sheet": "Läs hela produktbladet",
    "sheet.title": "Produktblad för {name}",
    "sheet.intro":
      "Produktbladet enligt förordning (EU) 2023/1669 med uppgifterna om energi, batteri, tålighet och reparationer. Samma uppgifter finns i EU:s produktdatabas EPREL.",
    "sheet.supplier": "Leverantör",
    "sheet.model": "Modell",
    "sheet.caption": "Uppgifter i produktbladet",
    "sheet.label": "Visa energimärkningen",
    "facts.title": "Energimärkning och reparerbarhet",
  },
  en: {
    "label.title": "Energy label for {name}",
    "label.figure":
      "The EU energy label for {name}: energy efficiency class {class} on a scale from A to G",
    "label.energy": "Energy",
    "label.supplier": "Supplier",
    "label.model": "Model",
    "label.scale": "Energy efficiency classes",
    "label.thisClass": "{class}, this product's class",
    "label.endurance": "Battery endurance per cycle",
    "label.drop": "Repeated free fall reliability",
    "label.repairability": "Repairability",
    "label.cycles": "Charge cycles",
    "label.cyclesValue": "{count} cycles",
    "label.ip": "Protection class",
    "label.registration": "EPREL registration",
    "label.demo": "Demo values: the figures are made up for the demo shop.",
    "label.regulation": "Regulation (EU) 2023/1669",
    "label.close": "Close",
    "label.back": "Back to {name}",
    "label.sheet": "Read the whole product information sheet",
    "sheet.title": "Product information sheet for {name}",
    "sheet.intro":
      "The product information sheet under Regulation (EU) 2023/1669, with the facts on energy, battery, durability and repair. The same facts are in the EU product database EPREL.",
    "sheet.supplier": "Supplier",
    "sheet.model": "Model",
    "sheet.caption": "Facts of the product information sheet",
    "sheet.label": "Show the energy label",
    "facts.title": "Energy label and repairability",
  },
});

export type EnergyLabelMessageKey = keyof typeof energyLabelMessages.se;
