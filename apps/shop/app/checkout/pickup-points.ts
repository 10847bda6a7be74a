// Demo pickup points for the delivery options that go to an ombud (market.md: PostNord, DHL),
// three per area, the area read from the postcode's first two digits. Real carriers answer this
// from their APIs; the list's shape is what checkout needs: an id, a name and a street address.
import type { DeliveryOptionId } from "../../domain/catalogue/delivery.ts";

export interface PickupPoint {
  id: string;
  name: string;
  address: string;
}

interface Area {
  /** First two digits of the postcodes it covers, inclusive. */
  from: number;
  to: number;
  places: readonly [string, string][];
}

const AREAS: readonly Area[] = [
  {
    from: 10,
    to: 19,
    places: [
      ["ICA Nära Odenplan", "Odengatan 60, 113 22 Stockholm"],
      ["Pressbyrån Sankt Eriksplan", "Sankt Eriksplan 2, 113 20 Stockholm"],
      ["Coop Hornstull", "Långholmsgatan 38, 117 33 Stockholm"],
    ],
  },
  {
    from: 20,
    to: 29,
    places: [
      ["ICA Supermarket Triangeln", "Södra Förstadsgatan 41, 211 43 Malmö"],
      ["Coop Möllevången", "Bergsgatan 37, 214 22 Malmö"],
      ["Pressbyrån Lund C", "Bangatan 1, 222 21 Lund"],
    ],
  },
  {
    from: 40,
    to: 47,
    places: [
      ["ICA Kvantum Gårda", "Fabriksgatan 4, 412 50 Göteborg"],
      ["Coop Linnégatan", "Linnégatan 32, 413 04 Göteborg"],
      ["Pressbyrån Järntorget", "Järntorget 4, 413 04 Göteborg"],
    ],
  },
  {
    from: 75,
    to: 75,
    places: [
      ["ICA Nära Luthagen", "Sysslomansgatan 25, 753 11 Uppsala"],
      ["Coop Forum Uppsala", "Stålgatan 1, 754 50 Uppsala"],
      ["Pressbyrån Uppsala C", "Kungsgatan 42, 753 21 Uppsala"],
    ],
  },
];

/** Elsewhere: the kinds of place an ombud is, in the buyer's own town. */
const ANYWHERE: readonly [string, string][] = [
  ["ICA", "Centrum"],
  ["Coop", "Torget"],
  ["Pressbyrån", "Resecentrum"],
];

const CARRIER_PREFIX: Partial<Record<DeliveryOptionId, string>> = {
  "postnord-ombud": "pn",
  "dhl-service-point": "dhl",
};

/** Whether the option delivers to a pickup point the buyer chooses. */
export function usesPickupPoint(delivery: string): boolean {
  return delivery in CARRIER_PREFIX;
}

/** The three pickup points nearest the postcode ("123 45"), for the carrier of `delivery`. */
export function pickupPointsNear(
  delivery: DeliveryOptionId,
  postcode: string,
  city: string,
): PickupPoint[] {
  const prefix = CARRIER_PREFIX[delivery];
  const digits = postcode.replace(/\s/g, "");
  if (prefix === undefined || !/^\d{5}$/.test(digits)) return [];
  const area = Number(digits.slice(0, 2));
  const known = AREAS.find((a) => area >= a.from && area <= a.to);
  const town = city.trim() || digits;
  const places = known
    ? known.places
    : ANYWHERE.map(([chain, spot]): [string, string] => [`${chain} ${town}`, `${spot}, ${town}`]);
  return places.map(([name, address], index) => ({
    id: `${prefix}-${digits}-${index + 1}`,
    name,
    address,
  }));
}
