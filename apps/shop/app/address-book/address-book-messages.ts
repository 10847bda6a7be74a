// The address book's own words (its page, the dashboard's card): they travel in those pages'
// chunks, not in the dictionary every page loads. Checkout's few are in
// saved-address-messages.ts, so checkout does not carry these.
import { defineMessages } from "../../domain/define-messages.ts";

export const addressBookMessages = defineMessages({
  se: {
    "addressBook.title": "Mina adresser",
    "addressBook.description": "Dina sparade adresser för leverans och faktura.",
    "addressBook.lead":
      "Spara adresserna du brukar handla till. Standardadressen är förvald när du går till kassan.",
    "addressBook.listTitle": "Sparade adresser",
    "addressBook.empty": "Du har inga sparade adresser ännu.",
    "addressBook.edit": "Ändra",
    "addressBook.remove": "Ta bort",
    "addressBook.makeDefault": "Gör till standardadress",
    "addressBook.about": "adressen {address}",
    "addressBook.confirmTitle": "Ta bort adressen?",
    "addressBook.confirmText":
      "{address} tas bort ur din adressbok. Dina beställningar påverkas inte.",
    "addressBook.confirmYes": "Ja, ta bort adressen",
    "addressBook.cancel": "Avbryt",
    "addressBook.addTitle": "Lägg till en adress",
    "addressBook.editTitle": "Ändra adressen",
    "addressBook.label": "Namn på adressen",
    "addressBook.labelHint": "Till exempel Hemma eller Jobbet. Frivilligt.",
    "addressBook.makeDefaultField": "Använd som standardadress i kassan",
    "addressBook.save": "Spara adressen",
    "addressBook.saveChanges": "Spara ändringarna",
    "addressBook.saving": "Sparar …",
    "addressBook.limitNote": "Du kan spara upp till {count} adresser.",
    "addressBook.error.summary": "Adressen sparades inte. Rätta det som är markerat.",
    "addressBook.error.labelTooLong": "Namnet på adressen får vara högst 40 tecken.",
    "addressBook.error.full":
      "Du har redan {count} sparade adresser, det är det högsta antalet. Ta bort en innan du lägger till en ny.",
    "addressBook.error.notFound": "Adressen finns inte längre i din adressbok.",
    "addressBook.error.tooMany":
      "Du har ändrat i adressboken många gånger på kort tid. Vänta en stund och försök igen.",
    "addressBook.done.added": "Adressen är sparad.",
    "addressBook.done.updated": "Ändringarna är sparade.",
    "addressBook.done.removed": "Adressen är borttagen.",
    "addressBook.done.default": "Standardadressen är ändrad.",
    "addressBook.toDashboard": "Tillbaka till Mitt konto",
    "addressBook.manage": "Hantera adresser",
  },
  en: {
    "addressBook.title": "My addresses",
    "addressBook.description": "Your saved addresses for delivery and invoices.",
    "addressBook.lead":
      "Save the addresses you usually shop to. The default address is chosen for you at checkout.",
    "addressBook.listTitle": "Saved addresses",
    "addressBook.empty": "You have no saved addresses yet.",
    "addressBook.edit": "Edit",
    "addressBook.remove": "Delete",
    "addressBook.makeDefault": "Make default",
    "addressBook.about": "the address {address}",
    "addressBook.confirmTitle": "Delete the address?",
    "addressBook.confirmText":
      "{address} will be removed from your address book. Your orders are not affected.",
    "addressBook.confirmYes": "Yes, delete the address",
    "addressBook.cancel": "Cancel",
    "addressBook.addTitle": "Add an address",
    "addressBook.editTitle": "Edit the address",
    "addressBook.label": "Name of the address",
    "addressBook.labelHint": "For example Home or Work. Optional.",
    "addressBook.makeDefaultField": "Use as the default address at checkout",
    "addressBook.save": "Save the address",
    "addressBook.saveChanges": "Save the changes",
    "addressBook.saving": "Saving …",
    "addressBook.limitNote": "You can save up to {count} addresses.",
    "addressBook.error.summary": "The address was not saved. Correct what is marked.",
    "addressBook.error.labelTooLong": "The name of the address can be at most 40 characters.",
    "addressBook.error.full":
      "You already have {count} saved addresses, which is the most you can keep. Delete one before adding another.",
    "addressBook.error.notFound": "The address is no longer in your address book.",
    "addressBook.error.tooMany":
      "You have changed your address book many times in a short while. Wait a moment and try again.",
    "addressBook.done.added": "The address is saved.",
    "addressBook.done.updated": "The changes are saved.",
    "addressBook.done.removed": "The address is deleted.",
    "addressBook.done.default": "The default address is changed.",
    "addressBook.toDashboard": "Back to My account",
    "addressBook.manage": "Manage addresses",
  },
});

export type AddressBookKey = keyof (typeof addressBookMessages)["se"];
