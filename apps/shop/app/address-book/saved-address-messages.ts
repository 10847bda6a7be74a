// The few words a saved address needs wherever it is shown (checkout's choice, the dashboard,
// the address book): kept apart from the address book page's, so checkout carries only these.
import { defineMessages } from "../../domain/define-messages.ts";

export const savedAddressMessages = defineMessages({
  se: {
    "savedAddress.default": "Standardadress",
    "savedAddress.choice": "Leverera till en sparad adress",
    "savedAddress.new": "Ny adress",
    "savedAddress.save": "Spara adressen i min adressbok",
  },
  en: {
    "savedAddress.default": "Default address",
    "savedAddress.choice": "Deliver to a saved address",
    "savedAddress.new": "New address",
    "savedAddress.save": "Save the address in my address book",
  },
});
