// Manufacturers and the postal addresses product pages show for them (EU GPSR): the EU
// representative where the company has a well-known one, otherwise its head office.
import type { SeedProduct } from "./seed-product.ts";

type Manufacturer = Pick<SeedProduct, "manufacturer" | "manufacturerAddress">;

const maker = (manufacturer: string, manufacturerAddress: string): Manufacturer => ({
  manufacturer,
  manufacturerAddress,
});

export const APPLE = maker(
  "Apple Distribution International Ltd.",
  "Hollyhill Industrial Estate, Hollyhill, Cork, T23 YK84, Irland",
);
export const SAMSUNG = maker(
  "Samsung Electronics Co., Ltd.",
  "129 Samsung-ro, Yeongtong-gu, Suwon-si, Gyeonggi-do 16677, Sydkorea",
);
export const HUAWEI = maker(
  "Huawei Technologies Co., Ltd.",
  "Huawei Industrial Base, Bantian, Longgang District, Shenzhen 518129, Kina",
);
export const SONY = maker("Sony Europe B.V.", "Da Vincilaan 7-D1, 1930 Zaventem, Belgien");
export const SONY_INTERACTIVE = maker(
  "Sony Interactive Entertainment Europe Ltd.",
  "10 Great Marlborough Street, London W1F 7LP, Storbritannien",
);
export const MICROSOFT = maker(
  "Microsoft Ireland Operations Ltd.",
  "One Microsoft Place, South County Business Park, Leopardstown, Dublin 18, Irland",
);
export const NINTENDO = maker(
  "Nintendo of Europe SE",
  "Goldsteinstraße 235, 60528 Frankfurt am Main, Tyskland",
);
export const ELECTRONIC_ARTS = maker(
  "Electronic Arts Inc.",
  "209 Redwood Shores Parkway, Redwood City, CA 94065, USA",
);
export const LOGITECH = maker(
  "Logitech Europe S.A.",
  "EPFL – Quartier de l'Innovation, Daniel Borel Innovation Center, 1015 Lausanne, Schweiz",
);
export const THRUSTMASTER = maker(
  "Guillemot Corporation S.A. (Thrustmaster)",
  "Place du Granier, BP 97143, 35571 Chantepie Cedex, Frankrike",
);
// Smaller makers whose full postal address we have not confirmed: town and country only, to
// be completed from the packaging before these products go on sale.
export const PLAYSEAT = maker("Playseat B.V.", "Haarlem, Nederländerna");
export const NEXT_LEVEL_RACING = maker("Next Level Racing Pty Ltd", "Sydney, Australien");
export const WHEEL_STAND_PRO = maker("Wheel Stand Pro Ltd", "Storbritannien");
export const HORI = maker("HORI Co., Ltd.", "Yokohama, Kanagawa, Japan");
export const EIGHT_BIT_DO = maker("8BitDo Tech HK Limited", "Shenzhen, Guangdong, Kina");
export const NACON = maker(
  "NACON S.A.",
  "396–466 rue de la Voyette, CRT2, 59273 Fretin, Frankrike",
);
export const POWERA = maker(
  "ACCO Brands Corporation (PowerA)",
  "Four Corporate Drive, Lake Zurich, IL 60047, USA",
);
export const STEELSERIES = maker("SteelSeries ApS", "Lyskær 3CD, 2730 Herlev, Danmark");
export const HP_HYPERX = maker("HP Inc. (HyperX)", "1501 Page Mill Road, Palo Alto, CA 94304, USA");
export const RAZER = maker("Razer USA Ltd.", "9 Pasteur, Suite 100, Irvine, CA 92618, USA");
export const RODE = maker(
  "RØDE Microphones",
  "107 Carnarvon Street, Silverwater NSW 2128, Australien",
);
export const CREATIVE = maker(
  "Creative Technology Ltd.",
  "31 International Business Park, Creative Resource, Singapore 609921",
);
export const HARMAN = maker(
  "HARMAN International Industries, Inc. (JBL)",
  "8500 Balboa Boulevard, Northridge, CA 91329, USA",
);
export const THULE = maker("Thule Group AB", "Fosievägen 13, 214 31 Malmö, Sverige");
export const ANKER = maker(
  "Anker Innovations Limited",
  "Room 1318-19, Hollywood Plaza, 610 Nathan Road, Mong Kok, Kowloon, Hongkong",
);
export const BELKIN = maker(
  "Belkin International, Inc.",
  "12045 East Waterfront Drive, Playa Vista, CA 90094, USA",
);
export const WESTERN_DIGITAL = maker(
  "Western Digital Technologies, Inc. (SanDisk)",
  "5601 Great Oaks Parkway, San Jose, CA 95119, USA",
);
export const SEAGATE = maker("Seagate Technology LLC", "47488 Kato Road, Fremont, CA 94538, USA");
export const XIAOMI = maker(
  "Xiaomi Communications Co., Ltd.",
  "#019, 9th Floor, Building 6, 33 Xierqi Middle Road, Haidian District, Beijing, Kina",
);
export const SEGWAY_NINEBOT = maker(
  "Ninebot (Changzhou) Tech Co., Ltd.",
  "16-18 Lanxiang Road, Wujin District, Changzhou, Jiangsu, Kina",
);
export const CST = maker(
  "Cheng Shin Rubber Ind. Co., Ltd. (CST)",
  "No. 215, Meigang Road, Dacun Township, Changhua County, Taiwan",
);

// The demo types' makers.
export const H_AND_M = maker(
  "H & M Hennes & Mauritz AB",
  "Mäster Samuelsgatan 46A, 106 38 Stockholm, Sverige",
);
export const LEVIS = maker(
  "Levi Strauss & Co. Europe",
  "Avenue Arnaud Fraiteur 15-23, 1050 Bryssel, Belgien",
);
export const MARIMEKKO = maker("Marimekko Oyj", "Puusepänkatu 4, 00880 Helsingfors, Finland");
export const ADIDAS = maker("adidas AG", "Adi-Dassler-Straße 1, 91074 Herzogenaurach, Tyskland");
export const NIKE = maker(
  "Nike European Operations Netherlands B.V.",
  "Colosseum 1, 1213 NL Hilversum, Nederländerna",
);
export const ECCO = maker("ECCO Sko A/S", "Industrivej 5, 6261 Bredebro, Danmark");
export const PUMA = maker("PUMA SE", "PUMA Way 1, 91074 Herzogenaurach, Tyskland");
export const IKEA = maker("IKEA of Sweden AB", "Tulpanvägen 8, 343 34 Älmhult, Sverige");
export const FRITZ_HANSEN = maker("Fritz Hansen A/S", "Allerødvej 8, 3450 Allerød, Danmark");
export const FLORAHOLLAND = maker(
  "Royal FloraHolland",
  "Legmeerdijk 313, 1431 GB Aalsmeer, Nederländerna",
);
export const BONDUELLE = maker("Bonduelle SA", "La Woestyne, 59173 Renescure, Frankrike");
export const SIGNIFY = maker(
  "Signify Netherlands B.V. (Philips Hue)",
  "High Tech Campus 48, 5656 AE Eindhoven, Nederländerna",
);
export const PHILIPS = maker(
  "Koninklijke Philips N.V.",
  "Amstelplein 2, 1096 BC Amsterdam, Nederländerna",
);
export const AMAZON = maker("Amazon EU S.à r.l.", "38 avenue John F. Kennedy, L-1855 Luxemburg");
export const GOOGLE = maker(
  "Google Ireland Limited",
  "Gordon House, Barrow Street, Dublin 4, Irland",
);
export const GOPRO = maker("GoPro, Inc.", "3025 Clearview Way, San Mateo, CA 94402, USA");
