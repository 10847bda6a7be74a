// The workshop's service types (issue 41, "Workshop booking"): what a rider can book, in both
// languages, with the slug the booking page's `tjanst` parameter and the database use. How long
// each takes, what it costs and how many can be booked at once are the shop owner's settings
// (workshop_services, edited in the admin); the values here are the demo calendar's defaults.
import type { Language } from "../language.ts";

export const WORKSHOP_SERVICE_SLUGS = [
  "dackbyte",
  "bromsservice",
  "batterikontroll",
  "felsokning",
] as const;
export type WorkshopServiceSlug = (typeof WORKSHOP_SERVICE_SLUGS)[number];

export const isWorkshopServiceSlug = (value: unknown): value is WorkshopServiceSlug =>
  typeof value === "string" && (WORKSHOP_SERVICE_SLUGS as readonly string[]).includes(value);

export interface WorkshopServiceCopy {
  name: string;
  description: string;
}

export const WORKSHOP_SERVICE_COPY: Record<
  Language,
  Record<WorkshopServiceSlug, WorkshopServiceCopy>
> = {
  se: {
    dackbyte: {
      name: "Däckbyte",
      description: "Vi byter däck eller slang fram eller bak och kontrollerar fälg och lufttryck.",
    },
    bromsservice: {
      name: "Bromsservice",
      description: "Bromsbelägg, skiva och vajer ses över, justeras och byts vid behov.",
    },
    batterikontroll: {
      name: "Batterikontroll",
      description:
        "Vi mäter batteriets kapacitet och celler och kontrollerar laddare och kontakter.",
    },
    felsokning: {
      name: "Felsökning",
      description:
        "Felkod eller konstigt beteende: vi läser av, mäter och säger vad som behöver göras.",
    },
  },
  en: {
    dackbyte: {
      name: "Tyre change",
      description: "We change the front or rear tyre or tube and check the rim and tyre pressure.",
    },
    bromsservice: {
      name: "Brake service",
      description: "Pads, disc and cable are inspected, adjusted and replaced when needed.",
    },
    batterikontroll: {
      name: "Battery check",
      description: "We measure the battery's capacity and cells and check the charger and plugs.",
    },
    felsokning: {
      name: "Diagnostics",
      description:
        "An error code or odd behaviour: we read, measure and tell you what needs doing.",
    },
  },
};

/** A service type as the calendar knows it: the owner's settings. */
export interface WorkshopService {
  slug: WorkshopServiceSlug;
  /** Minutes one booking takes; slots start this far apart from opening time. */
  durationMinutes: number;
  /** Bookings one slot takes at once (mechanic benches); 0 takes none. */
  capacity: number;
  /** Öre incl. moms; the price from which the work starts. */
  priceFrom: number;
}

/** The demo calendar's services. */
export const DEFAULT_WORKSHOP_SERVICES: readonly WorkshopService[] = [
  { slug: "dackbyte", durationMinutes: 30, capacity: 1, priceFrom: 29900 },
  { slug: "bromsservice", durationMinutes: 60, capacity: 1, priceFrom: 49900 },
  { slug: "batterikontroll", durationMinutes: 30, capacity: 1, priceFrom: 19900 },
  { slug: "felsokning", durationMinutes: 60, capacity: 1, priceFrom: 39900 },
];

export const MAX_DURATION_MINUTES = 8 * 60;
export const MAX_CAPACITY = 10;
