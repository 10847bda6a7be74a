import { defineMessages } from "../define-messages.ts";

/** The element gallery of the template's /voxo_plus/element_page/* pages. */
export const galleryMessages = defineMessages({
  se: {
    "gallery.dark": "Mörkt läge",
  },
  en: {
    "gallery.dark": "Dark mode",
  },
});
