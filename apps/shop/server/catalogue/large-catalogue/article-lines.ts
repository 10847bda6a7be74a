// What a large catalogue sells around the demo's devices: for each phone, tablet, console,
// controller and electric scooter, the cases, screen protectors and spare parts a Swedish
// electronics shop carries for it, and the chargers, cables, power banks and memory cards
// that fit everything. A line is one such article for one device (or none) in one variant;
// generate-articles.ts makes one product of it per supplier and colour.
import type { Localized, ProductSpecification } from "../../../domain/catalogue/product.ts";
import type { PartFitment } from "../../../domain/scooter-doctor/fitment.ts";
import type { PartKind } from "../../../domain/scooter-doctor/part-kinds.ts";
import type { ModelSlug } from "../../../domain/scooter-doctor/scooter-models.ts";
import { CATEGORY, DEPARTMENT } from "../seed/categories.ts";
import { spec, t } from "../seed/helpers.ts";
import { SAFETY } from "../seed/safety.ts";
import type { SeedProduct } from "../seed/seed-product.ts";
import type { Tag } from "../seed/tags.ts";
import { PART_BRANDS, POWER_BRANDS, type ArticleBrand } from "./article-brands.ts";

/** A demo device that articles are made for. */
export interface Device {
  id: number;
  /** "iPhone 16 Pro": the demo name without ", begagnad". */
  name: string;
  type: "phone" | "tablet" | "console" | "controller" | "scooter";
  /** The device category pages it is listed on; its articles are listed there too. */
  categoryPaths: string[];
  /** A scooter's Felkodsdoktorn model: its parts fit that model (issue 41). */
  scooterModel?: ModelSlug;
}

export interface ArticleLine {
  skuStem: string;
  name: Localized;
  description: Localized;
  type: SeedProduct["type"];
  category: Localized;
  department: Localized;
  safety: Localized;
  categoryPaths: string[];
  tags: Tag[];
  feature: Localized[];
  specifications: ProductSpecification[];
  brands: readonly ArticleBrand[];
  /** One article per colour; [] for articles without a colour. */
  colours: readonly string[];
  /** Ordinary price range in kronor. */
  kronor: readonly [number, number];
  /** A scooter part of a kind the doctor names, made for a model it knows. */
  fitment?: PartFitment;
}

interface Variant {
  code: string;
  name: Localized;
  feature: Localized;
  kronor: readonly [number, number];
  colours?: readonly string[];
}

const v = (
  code: string,
  name: Localized,
  feature: Localized,
  kronor: readonly [number, number],
  colours?: readonly string[],
): Variant => ({ code, name, feature, kronor, colours });

const CASE_COLOURS = [
  "black",
  "blue",
  "red",
  "green",
  "pink",
  "purple",
  "beige",
  "white",
  "grey",
  "yellow",
  "orange",
];
const LEATHER = ["black", "brown", "beige", "blue"];

const CASES: readonly Variant[] = [
  v(
    "SIL",
    t("Silikonskal", "Silicone case"),
    t("Mjuk insida", "Soft lining"),
    [149, 299],
    CASE_COLOURS,
  ),
  v(
    "CLR",
    t("Genomskinligt skal", "Clear case"),
    t("Gulnar inte", "Does not yellow"),
    [99, 249],
    ["white"],
  ),
  v(
    "MAG",
    t("Skal med MagSafe-magnet", "Case with MagSafe magnet"),
    t("Fäster på magnetladdare", "Snaps onto magnetic chargers"),
    [199, 449],
    CASE_COLOURS.slice(0, 5),
  ),
  v(
    "TGH",
    t("Stöttåligt skal", "Rugged case"),
    t("Klarar fall från 3 meter", "Survives drops from 3 metres"),
    [249, 499],
    ["black", "green", "blue", "grey"],
  ),
  v(
    "WAL",
    t("Plånboksfodral i läder", "Leather wallet case"),
    t("Fack för tre kort", "Holds three cards"),
    [299, 699],
    LEATHER,
  ),
  v(
    "ECO",
    t("Komposterbart skal", "Compostable case"),
    t("Av växtbaserat material", "Made from plant-based material"),
    [179, 329],
    ["green", "beige", "black"],
  ),
  v(
    "CRD",
    t("Skal med kortfack", "Case with card slot"),
    t("Rymmer två kort", "Holds two cards"),
    [179, 349],
    CASE_COLOURS.slice(0, 6),
  ),
  v(
    "RNG",
    t("Skal med ringhållare", "Case with ring holder"),
    t("Fungerar som stöd", "Doubles as a stand"),
    [149, 299],
    CASE_COLOURS,
  ),
  v(
    "STR",
    t("Skal med axelband", "Case with shoulder strap"),
    t("Justerbart band", "Adjustable strap"),
    [249, 449],
    CASE_COLOURS,
  ),
  v("LTH", t("Läderskal", "Leather case"), t("Äkta läder", "Genuine leather"), [349, 699], LEATHER),
  v(
    "FLP",
    t("Flipfodral med stöd", "Flip case with stand"),
    t("Stängs med magnet", "Closes with a magnet"),
    [199, 399],
    CASE_COLOURS.slice(0, 6),
  ),
];
const PROTECTORS: readonly Variant[] = [
  v(
    "GL1",
    t("Skärmskydd i härdat glas", "Tempered glass screen protector"),
    t("Hårdhet 9H", "9H hardness"),
    [99, 249],
  ),
  v(
    "GL2",
    t("Skärmskydd i härdat glas, 2-pack", "Tempered glass screen protector, 2-pack"),
    t("Monteringsram ingår", "Fitting frame included"),
    [149, 299],
  ),
  v(
    "PRV",
    t("Sekretessfilter i härdat glas", "Privacy glass screen protector"),
    t("Syns inte från sidan", "Hidden from the side"),
    [199, 349],
  ),
  v(
    "CAM",
    t("Kameraskydd i glas", "Camera lens protector"),
    t("Skyddar linserna", "Protects the lenses"),
    [79, 199],
  ),
  v(
    "HYD",
    t("Skärmskydd i hydrogel, 3-pack", "Hydrogel screen protector, 3-pack"),
    t("Läker små repor", "Heals small scratches"),
    [129, 249],
  ),
  v(
    "MAT",
    t("Matt skärmskydd", "Matte screen protector"),
    t("Minskar reflexer", "Cuts glare"),
    [129, 249],
  ),
];
const MOBILE_PARTS: readonly Variant[] = [
  v(
    "LCD",
    t("Ersättningsskärm, OLED", "Replacement screen, OLED"),
    t("Med pekfunktion", "Touch included"),
    [899, 3299],
  ),
  v(
    "BAT",
    t("Ersättningsbatteri", "Replacement battery"),
    t("Med tejp och verktyg", "Adhesive and tools included"),
    [299, 799],
  ),
  v(
    "PRT",
    t("Laddport med flexkabel", "Charging port with flex cable"),
    t("Inklusive mikrofon", "Microphone included"),
    [199, 499],
  ),
  v(
    "BCK",
    t("Baksida i glas", "Glass back panel"),
    t("Förmonterad tejp", "Pre-applied adhesive"),
    [249, 699],
    ["black", "white", "blue"],
  ),
  v(
    "SPK",
    t("Högtalarmodul", "Loudspeaker module"),
    t("Passar originalfästet", "Fits the original mount"),
    [149, 349],
  ),
  v(
    "RCM",
    t("Bakre kameramodul", "Rear camera module"),
    t("Testad före leverans", "Tested before delivery"),
    [499, 1999],
  ),
  v(
    "SIM",
    t("SIM-kortshållare", "SIM card tray"),
    t("Med gummitätning", "With rubber seal"),
    [79, 149],
    ["black", "silver", "gold"],
  ),
  v("FCM", t("Främre kamera", "Front camera"), t("Med flexkabel", "With flex cable"), [249, 799]),
  v(
    "PWR",
    t("Strömknapp med flexkabel", "Power button with flex cable"),
    t("Inklusive volymknappar", "Volume buttons included"),
    [149, 349],
  ),
  v(
    "VIB",
    t("Vibrationsmotor", "Vibration motor"),
    t("Passar originalfästet", "Fits the original mount"),
    [99, 249],
  ),
  v(
    "EAR",
    t("Hörlurshögtalare", "Earpiece speaker"),
    t("Med dammnät", "With dust mesh"),
    [99, 249],
  ),
  v(
    "QIC",
    t("Spole för trådlös laddning", "Wireless charging coil"),
    t("Med NFC-antenn", "NFC antenna included"),
    [199, 449],
  ),
  v(
    "KIT",
    t("Verktygssats för reparation", "Repair tool kit"),
    t("Skruvmejslar och plektrum", "Screwdrivers and picks"),
    [149, 299],
  ),
];
const CONSOLE_PARTS: readonly Variant[] = [
  v("FAN", t("Ersättningsfläkt", "Replacement fan"), t("Tyst gång", "Quiet running"), [249, 499]),
  v(
    "HDM",
    t("HDMI-port", "HDMI port"),
    t("Lödas på moderkortet", "Soldered to the motherboard"),
    [149, 299],
  ),
  v(
    "DCK",
    t("Laddstation för två handkontroller", "Charging dock for two controllers"),
    t("Laddar på två timmar", "Charges in two hours"),
    [249, 449],
    ["black", "white"],
  ),
  v(
    "STD",
    t("Kylställ med fläktar", "Cooling stand with fans"),
    t("Tre hastigheter", "Three speeds"),
    [299, 599],
    ["black", "white"],
  ),
  v(
    "DST",
    t("Dammfilter, 3-pack", "Dust filters, 3-pack"),
    t("Klipps till", "Cut to fit"),
    [99, 199],
  ),
  v(
    "SKN",
    t("Dekal för konsol och handkontroller", "Skin for console and controllers"),
    t("Tas bort utan rester", "Removes without residue"),
    [149, 249],
    ["black", "red", "blue", "green"],
  ),
];
const CONTROLLER_PARTS: readonly Variant[] = [
  v(
    "STK",
    t("Tumspakar, 2-pack", "Thumbsticks, 2-pack"),
    t("Löser stickdrift", "Cures stick drift"),
    [99, 199],
    ["black", "grey"],
  ),
  v(
    "BAT",
    t("Uppladdningsbart batteri", "Rechargeable battery"),
    t("Längre speltid", "Longer play time"),
    [149, 299],
  ),
  v(
    "GRP",
    t("Grepp i silikon", "Silicone grips"),
    t("Halkfritt", "Non-slip"),
    [99, 179],
    ["black", "blue", "red", "purple"],
  ),
  v(
    "CAB",
    t("Laddkabel 3 m", "Charging cable 3 m"),
    t("Flätad", "Braided"),
    [99, 199],
    ["black", "white"],
  ),
];
const SCOOTER_PARTS: readonly Variant[] = [
  v("TYR", t("Ytterdäck", "Outer tyre"), t("Bra våtgrepp", "Good wet grip"), [199, 449]),
  v(
    "TUB",
    t("Innerslang med vinklad ventil", "Inner tube with angled valve"),
    t("Butylgummi", "Butyl rubber"),
    [89, 179],
  ),
  v(
    "PAD",
    t("Bromsbelägg, par", "Brake pads, pair"),
    t("Organisk blandning", "Organic compound"),
    [99, 249],
  ),
  v(
    "CHG",
    t("Laddare 42 V", "Charger 42 V"),
    t("Skydd mot överladdning", "Overcharge protection"),
    [349, 699],
  ),
  v(
    "BAT",
    t("Ersättningsbatteri", "Replacement battery"),
    t("Celler av märkeskvalitet", "Brand-name cells"),
    [2499, 5999],
  ),
  v(
    "DSP",
    t("Display med instrumentpanel", "Display and dashboard"),
    t("Visar fart och batteri", "Shows speed and battery"),
    [399, 899],
  ),
  v(
    "GRP",
    t("Styrgrepp, par", "Handlebar grips, pair"),
    t("Ergonomisk form", "Ergonomic shape"),
    [99, 249],
    ["black", "red", "blue"],
  ),
  v("FND", t("Bakre stänkskärm", "Rear mudguard"), t("Med bakljus", "With rear light"), [149, 349]),
  v("LGT", t("Framlampa LED", "LED front light"), t("50 lux", "50 lux"), [199, 449]),
  v("KCK", t("Stödben", "Kickstand"), t("Aluminium", "Aluminium"), [129, 249]),
  v("CBL", t("Bromsvajer", "Brake cable"), t("Med hölje", "Housing included"), [79, 169]),
  v(
    "CTL",
    t("Styrenhet", "Controller board"),
    t("Testad före leverans", "Tested before delivery"),
    [599, 1299],
  ),
];

/** Spare parts come in the maker's quality and in a cheaper compatible one. */
function inTwoGrades(variants: readonly Variant[]): Variant[] {
  return variants.flatMap((variant) => [
    variant,
    v(
      `${variant.code}P`,
      t(`${variant.name.se}, originalkvalitet`, `${variant.name.en}, original quality`),
      variant.feature,
      [Math.round(variant.kronor[0] * 1.4), Math.round(variant.kronor[1] * 1.4)],
      variant.colours,
    ),
  ]);
}

const DEVICE_VARIANTS: Record<
  Device["type"],
  readonly (readonly [
    Variant[] | readonly Variant[],
    "protection" | "parts" | "consoleAccessories",
  ])[]
> = {
  phone: [
    [CASES, "protection"],
    [PROTECTORS, "protection"],
    [inTwoGrades(MOBILE_PARTS), "parts"],
  ],
  tablet: [
    [CASES.slice(0, 4), "protection"],
    [PROTECTORS.slice(0, 3), "protection"],
    [inTwoGrades(MOBILE_PARTS.slice(0, 4)), "parts"],
  ],
  console: [[CONSOLE_PARTS, "consoleAccessories"]],
  controller: [[CONTROLLER_PARTS, "consoleAccessories"]],
  scooter: [[inTwoGrades(SCOOTER_PARTS), "parts"]],
};

function tagsFor(device: Device, variant: Variant, group: string): Tag[] {
  if (device.type === "scooter")
    return /^(TYR|TUB)/.test(variant.code) ? ["reservdel", "däck"] : ["reservdel"];
  if (group === "parts")
    return variant.code.startsWith("BAT") ? ["reservdel", "batteri"] : ["reservdel"];
  if (variant.code.startsWith("GL") || variant.code === "PRV" || variant.code === "CAM")
    return ["skärmskydd"];
  if (group === "protection") return ["skal"];
  return [];
}

/** The scooter parts' codes that are a kind Felkodsdoktorn names (grips, mudguards, lights are not). */
const PART_KIND_OF_CODE: Record<string, PartKind> = {
  TYR: "tyre",
  TUB: "inner-tube",
  PAD: "brake-pad",
  CHG: "charger",
  BAT: "battery",
  DSP: "dashboard",
};

/** A part made for one model fits that model; nothing is claimed about the others. */
function fitmentFor(device: Device, variant: Variant): { fitment?: PartFitment } {
  const kind = PART_KIND_OF_CODE[variant.code.slice(0, 3)];
  if (device.type !== "scooter" || !device.scooterModel || !kind) return {};
  return { fitment: { kind, fits: [device.scooterModel], notFits: [] } };
}

function safetyFor(device: Device, variant: Variant): Localized {
  const battery = variant.code.startsWith("BAT");
  if (device.type === "scooter") return battery ? SAFETY.scooterBattery : SAFETY.scooterPart;
  if (battery) return SAFETY.device;
  return SAFETY.accessory;
}

/** "Tumspakar, 2-pack" for a device: "Tumspakar till Xbox Elite Series 2, 2-pack". */
function forDevice(name: string, preposition: string, device: Device): string {
  const [head, ...tail] = name.split(", ");
  return [`${head} ${preposition} ${device.name}`, ...tail].join(", ");
}

/** The lines made for one device. */
export function deviceLines(device: Device): ArticleLine[] {
  const fits = spec("fits", device.name);
  return DEVICE_VARIANTS[device.type].flatMap(([variants, group]) =>
    variants.map((variant) => ({
      skuStem: `${device.id}-${variant.code}`,
      name: t(
        forDevice(variant.name.se, "till", device),
        forDevice(variant.name.en, "for", device),
      ),
      description: t(
        `${variant.name.se} som passar ${device.name}. ${variant.feature.se}. Kontrollera modellen i telefonens eller enhetens inställningar innan du beställer.`,
        `${variant.name.en} that fits the ${device.name}. ${variant.feature.en}. Check the model in the device's settings before you order.`,
      ),
      type: device.type === "scooter" ? "scooter_part" : "accessory",
      category: CATEGORY[group],
      department: device.type === "scooter" ? DEPARTMENT.scooters : DEPARTMENT.accessories,
      safety: safetyFor(device, variant),
      categoryPaths: device.categoryPaths,
      tags: tagsFor(device, variant, group),
      feature: [variant.feature, t(`Passar ${device.name}`, `Fits the ${device.name}`)],
      specifications: [fits],
      brands: PART_BRANDS,
      colours: variant.colours ?? [],
      kronor: variant.kronor,
      ...fitmentFor(device, variant),
    })),
  );
}

const CABLES = [
  ["USB-C till USB-C", "USB-C to USB-C"],
  ["USB-C till Lightning", "USB-C to Lightning"],
  ["USB-A till USB-C", "USB-A to USB-C"],
  ["USB-A till micro-USB", "USB-A to micro-USB"],
] as const;
const LENGTHS = ["0,5", "1", "2", "3"];
const WATTS = [20, 30, 45, 65, 100];
const CAPACITIES = [5_000, 10_000, 20_000, 26_800];
const CARDS = [64, 128, 256, 512, 1024];

const power = (
  line: Omit<
    ArticleLine,
    "type" | "category" | "department" | "safety" | "categoryPaths" | "brands"
  >,
): ArticleLine => ({
  ...line,
  type: "accessory",
  category: CATEGORY.chargers,
  department: DEPARTMENT.accessories,
  safety: SAFETY.charger,
  categoryPaths: [],
  brands: POWER_BRANDS,
});

/** Lines that fit every device: cables, chargers, power banks and memory cards. */
export function universalLines(): ArticleLine[] {
  const cables = CABLES.flatMap(([se, en], c) =>
    LENGTHS.map((length, l) =>
      power({
        skuStem: `CBL-${c}${l}`,
        name: t(
          `Laddkabel ${se}, ${length} m`,
          `Charging cable ${en}, ${length.replace(",", ".")} m`,
        ),
        description: t(
          `Flätad kabel ${se} för laddning och dataöverföring, ${length} meter lång.`,
          `A braided ${en} cable for charging and data, ${length.replace(",", ".")} metres long.`,
        ),
        tags: ["kabel"],
        feature: [t("Flätad", "Braided"), t(`${length} m`, `${length.replace(",", ".")} m`)],
        specifications: [spec("connectivity", se, en)],
        colours: ["black", "white"],
        kronor: [99 + l * 40, 199 + l * 60],
      }),
    ),
  );
  const chargers = WATTS.map((watts) =>
    power({
      skuStem: `CHG-${watts}`,
      name: t(`Snabbladdare USB-C ${watts} W`, `USB-C fast charger ${watts} W`),
      description: t(
        `Laddare med USB-C och Power Delivery på ${watts} W. Laddar telefon, surfplatta och handkontroll.`,
        `A USB-C Power Delivery charger of ${watts} W. Charges phones, tablets and controllers.`,
      ),
      tags: ["laddare", "snabbladdning"],
      feature: [t(`${watts} W`, `${watts} W`), t("Power Delivery", "Power Delivery")],
      specifications: [spec("power", `${watts} W`)],
      colours: ["black", "white"],
      kronor: [149 + watts * 3, 249 + watts * 5],
    }),
  );
  const banks = CAPACITIES.map((mah) =>
    power({
      skuStem: `PWB-${mah}`,
      name: t(
        `Powerbank ${mah.toLocaleString("sv-SE")} mAh`,
        `Power bank ${mah.toLocaleString("en-GB")} mAh`,
      ),
      description: t(
        `Powerbank på ${mah.toLocaleString("sv-SE")} mAh med USB-C in och ut.`,
        `A ${mah.toLocaleString("en-GB")} mAh power bank with USB-C in and out.`,
      ),
      tags: ["batteri"],
      feature: [t("USB-C in och ut", "USB-C in and out")],
      specifications: [
        spec("battery", `${mah.toLocaleString("sv-SE")} mAh`, `${mah.toLocaleString("en-GB")} mAh`),
      ],
      colours: ["black", "white", "blue"],
      kronor: [199 + mah / 100, 299 + mah / 60],
    }),
  );
  const cards = CARDS.map((gb) => ({
    ...power({
      skuStem: `SD-${gb}`,
      name: t(`Minneskort microSDXC ${gb} GB`, `microSDXC memory card ${gb} GB`),
      description: t(
        `Minneskort microSDXC på ${gb} GB med adapter, UHS-I U3 för 4K-video.`,
        `A ${gb} GB microSDXC card with adapter, UHS-I U3 for 4K video.`,
      ),
      tags: ["minneskort"],
      feature: [t("UHS-I U3", "UHS-I U3"), t("Adapter ingår", "Adapter included")],
      specifications: [spec("storage", `${gb} GB`)],
      colours: [],
      kronor: [99 + gb, 149 + gb * 1.5] as const,
    }),
    category: CATEGORY.storage,
    safety: SAFETY.accessory,
  }));
  return [...cables, ...chargers, ...banks, ...cards];
}
