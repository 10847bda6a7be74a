import { defineMessages } from "../define-messages.ts";

/** Shoppers' reviews: what the form says about what was written (app/reviews/review-input.ts). */
export const reviewMessages = defineMessages({
  se: {
    "reviews.error.stars": "Välj mellan en och fem stjärnor.",
    "reviews.error.nameShort": "Skriv namnet som ska stå vid omdömet, minst 2 tecken.",
    "reviews.error.nameLong": "Namnet får vara högst 60 tecken.",
    "reviews.error.titleShort": "Ge omdömet en rubrik, minst 3 tecken.",
    "reviews.error.titleLong": "Rubriken får vara högst 120 tecken.",
    "reviews.error.bodyShort": "Berätta lite mer, minst 20 tecken.",
    "reviews.error.bodyLong": "Omdömet får vara högst 4 000 tecken.",
  },
  en: {
    "reviews.error.stars": "Choose between one and five stars.",
    "reviews.error.nameShort": "Enter the name to show with your review, at least 2 characters.",
    "reviews.error.nameLong": "The name can be at most 60 characters.",
    "reviews.error.titleShort": "Give your review a title, at least 3 characters.",
    "reviews.error.titleLong": "The title can be at most 120 characters.",
    "reviews.error.bodyShort": "Tell us a little more, at least 20 characters.",
    "reviews.error.bodyLong": "The review can be at most 4,000 characters.",
  },
});
