// The demo catalogue's reviews, as real rows: the demo products used to carry invented star
// ratings and review counts; now a handful of reviews per product, written in Swedish the way
// shoppers write, add up to roughly the stars the seed gives (seed/*.ts ratingStars), and the
// products' stars and counts are computed from them like any other review's (reviews.ts).
// Everything is drawn from a small generator seeded by the product's id, so the same catalogue
// always gets the same reviews.
import { randomUUID } from "node:crypto";
import {
  atomically,
  isUniqueViolation,
  type Kysely,
  type Selectable,
} from "@kretsbutiken/database";
import type { SeedProduct } from "../catalogue/seed/seed-product.ts";
import type { ReviewsTable, ShopDatabase } from "../database/schema.ts";
import { refreshRatings } from "./review-ratings.ts";

/**
 * One demo review, as the row it becomes (the id is given when it is stored). Its author is
 * "demo:<productId>-<n>", n counting from the oldest review of the product.
 */
export type DemoReview = Omit<
  Selectable<ReviewsTable>,
  | "id"
  | "language"
  | "status"
  | "held_because"
  | "reject_reason"
  | "reply"
  | "replied_at"
  | "version"
> & { language: "se"; status: "published"; held_because: null };

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the demo reviews go (no further than the day the product went on sale). */
const WINDOW_DAYS = 300;
const MIN_REVIEWS = 2;
const MAX_REVIEWS = 9;
/** The most-reviewed product of the seed has 640; it gets the most demo reviews. */
const MANY_REVIEWS = 640;
const CHUNK = 200;

// --- A small seeded generator (mulberry32) --------------------------------------------------

type Random = () => number;

function generator(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (productId: number) => (Math.imul(productId, 0x9e3779b1) ^ 0x5bd1e995) >>> 0;

const below = (random: Random, n: number) => Math.floor(random() * n);

function pick<T>(random: Random, list: readonly T[]): T {
  return list[below(random, list.length)]!;
}

function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = below(random, i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** `count` different entries of `list` (all of it when it is shorter). */
const pickSome = <T>(random: Random, list: readonly T[], count: number): T[] =>
  shuffled(random, list).slice(0, count);

// --- Who writes ------------------------------------------------------------------------------

const NAMES = [
  "Anna L.",
  "Mehmet K.",
  "Sara B.",
  "Erik J.",
  "Fatima A.",
  "Johan S.",
  "Emma N.",
  "Ali H.",
  "Maja P.",
  "Oskar W.",
  "Linnea G.",
  "Ahmed M.",
  "Elin F.",
  "Karl O.",
  "Nour E.",
  "Lars E.",
  "Sofia R.",
  "Mohammed S.",
  "Ida T.",
  "Gustav H.",
  "Amira Y.",
  "Per-Olof N.",
  "Hanna K.",
  "Yusuf D.",
  "Ebba V.",
  "Mikael B.",
  "Leila Z.",
  "Björn A.",
  "Aisha O.",
  "Fredrik L.",
  "Wilma S.",
  "Hassan J.",
  "Ingrid M.",
  "Daniel P.",
  "Zeynep C.",
  "Kristina Ö.",
  "Nils Å.",
  "Ella D.",
  "Omar F.",
  "Tove H.",
  "Jonas K.",
  "Malin E.",
  "Dragan P.",
  "Agnes L.",
  "Viktor M.",
  "Selma A.",
  "Hugo B.",
  "Jenny S.",
  "Reza T.",
  "Elsa W.",
  "Anders G.",
  "Sven-Erik N.",
  "Alva J.",
  "Emir H.",
  "Lejla B.",
  "Mustafa A.",
  "Klara Ö.",
  "Tiina R.",
  "Goran V.",
  "Saga M.",
] as const;

// --- What they write -------------------------------------------------------------------------

/** How a review feels, from its stars: 5, 4, 3, and 1–2. */
type Mood = "love" | "like" | "mixed" | "dislike";

const moodOf = (stars: number): Mood =>
  stars >= 5 ? "love" : stars === 4 ? "like" : stars === 3 ? "mixed" : "dislike";

/**
 * Sentences about one kind of product. `good` praises something concrete, `minor` is a small
 * gripe a happy shopper still mentions, `bad` a real complaint. Each is a whole sentence.
 */
interface Fragments {
  titles?: Partial<Record<Mood, readonly string[]>>;
  /** First sentences that only fit this kind of product (the general ones fit anything). */
  openers?: Partial<Record<Mood, readonly string[]>>;
  good?: readonly string[];
  minor?: readonly string[];
  bad?: readonly string[];
}

const GENERIC_TITLES: Record<Mood, readonly string[]> = {
  love: [
    "Toppenköp!",
    "Helt suveränt",
    "Bästa köpet i år",
    "Kan varmt rekommenderas",
    "Överträffade förväntningarna",
    "Tio av tio",
    "Precis vad jag letade efter",
    "Riktigt nöjd",
  ],
  like: [
    "Bra köp",
    "Nöjd överlag",
    "Som utlovat",
    "Prisvärt",
    "Bra, men inte perfekt",
    "Rekommenderas",
    "Fyra starka",
    "Bra kvalitet",
  ],
  mixed: [
    "Helt okej",
    "Varken eller",
    "Blandade känslor",
    "Godkänt, inte mer",
    "Okej för priset",
    "Sådär",
  ],
  dislike: [
    "Besviken",
    "Inte värt pengarna",
    "Tyvärr inget för mig",
    "Håller inte måttet",
    "Förväntade mig mer",
    "Skulle inte köpa igen",
  ],
};

const OPENERS: Record<Mood, readonly string[]> = {
  love: [
    "Mycket nöjd med köpet!",
    "Jag är helt såld.",
    "Tvekade länge men ångrar mig inte en sekund.",
    "Köpte efter att ha läst andras omdömen och de hade rätt.",
    "Bättre än jag hade vågat hoppas.",
    "Grymt bra!",
    "Det här var verkligen pengarna värt.",
  ],
  like: [
    "Nöjd med köpet.",
    "Bra köp överlag.",
    "Inget att klaga på egentligen.",
    "Bra kvalitet för priset.",
    "Var lite tveksam först, men det blev bra.",
    "Helt enligt förväntningarna.",
  ],
  mixed: [
    "Helt okej, men inte mer än så.",
    "Blandade känslor.",
    "Det finns både bra och dåligt här.",
    "Vet inte riktigt vad jag tycker än.",
    "Motsvarade inte riktigt förväntningarna.",
    "Funkar, men jag hade hoppats på lite mer.",
  ],
  dislike: [
    "Tyvärr en besvikelse.",
    "Jag ville verkligen gilla det här köpet.",
    "Inte alls som jag hade tänkt mig.",
    "Ångrar köpet, tyvärr.",
    "Hade höga förväntningar som inte infriades.",
    "Synd, för det såg så bra ut på bilderna.",
  ],
};

const CLOSERS: Record<Mood, readonly string[]> = {
  love: [
    "Köper gärna här igen.",
    "Rekommenderar till alla!",
    "Fem stjärnor utan tvekan.",
    "Hade köpt igen direkt.",
    "Har redan tipsat kollegorna.",
    "Bästa köpet på länge.",
  ],
  like: [
    "Hade varit fem stjärnor med lite lägre pris.",
    "Kan rekommenderas.",
    "Skulle köpa igen.",
    "Överlag ett bra köp.",
    "Nöjd, helt enkelt.",
  ],
  mixed: [
    "Behåller, men blir inte överlycklig.",
    "Okej för priset, men inget mer.",
    "Tre stjärnor känns rättvist.",
    "Hade nog valt något annat om jag fick göra om köpet.",
  ],
  dislike: [
    "Kan tyvärr inte rekommendera.",
    "Funderar på att returnera.",
    "Har hört av mig till kundtjänsten.",
    "Blir inget nytt köp.",
    "Lägg pengarna på något annat.",
  ],
};

const DELIVERY = {
  good: [
    "Leveransen gick snabbt, framme på två dagar.",
    "Beställde på söndagen och kunde hämta ut paketet hos ombudet på tisdagen.",
    "Smidig leverans till paketskåpet.",
    "Snabb leverans och bra förpackat.",
    "Kom dagen efter att jag beställt, imponerande.",
    "Fick ett sms när paketet var framme, enkelt att hämta.",
    "Bra att man kunde följa paketet hela vägen.",
  ],
  bad: [
    "Leveransen tog nästan en vecka.",
    "Paketet var lite tilltufsat när det kom fram.",
    "Fick vänta längre än utlovat på leveransen.",
    "Kartongen var blöt när den kom fram, men innehållet klarade sig.",
  ],
} as const;

/** For a kind of product nothing below fits. */
const GENERIC: Fragments = {
  good: [
    "Precis som beskrivet.",
    "Håller hög kvalitet.",
    "Gör precis det jag ville.",
    "Känns välgjort och genomtänkt.",
  ],
  minor: ["Lite dyrt, men man får vad man betalar för.", "Förpackningen var onödigt stor."],
  bad: [
    "Kvaliteten motsvarade inte priset.",
    "Slutade fungera som det skulle efter några veckor.",
    "Inte alls som på bilderna.",
  ],
};

const FRAGMENTS = {
  /** Things one keeps and uses, rather than eats, plays through or puts in a vase. */
  durable: {
    openers: {
      love: [
        "Har använt i några veckor nu och är fortfarande lika glad.",
        "Vilken skillnad mot det jag hade innan.",
      ],
      like: ["Gör precis det jag behöver.", "Har använt i ungefär en månad nu."],
      mixed: ["Blandade känslor efter några veckors användning."],
    },
  },
  phone: {
    titles: {
      love: [
        "Bästa mobilen jag haft",
        "Äntligen en telefon som håller hela dagen",
        "Snabb och snygg",
      ],
      like: ["Bra telefon", "Prisvärd mobil", "Gott om batteri"],
      mixed: ["Okej telefon, inget mer", "Bra skärm, svagt batteri"],
      dislike: ["Batteriet räcker inte", "Laggar för mycket"],
    },
    good: [
      "Batteriet räcker lätt en hel dag, även med mycket Spotify och navigering.",
      "Skärmen är skarp och syns bra även i solen.",
      "Kameran tar riktigt fina bilder i dagsljus, barnen ser ut som i verkligheten.",
      "Allt går snabbt, apparna öppnas direkt.",
      "Flytten från min gamla telefon gick smidigt på en kvart.",
      "Ligger bra i handen och känns stadig.",
      "Laddar snabbt, från 20 till 80 procent på ungefär en halvtimme.",
      "Högtalarna är förvånansvärt bra för att vara en mobil.",
    ],
    minor: [
      "Laddaren följer inte med i kartongen, lite snålt.",
      "Kameran blir lite brusig när det är mörkt.",
      "Blir lite varm när man spelar länge.",
      "Lite tung i fickan.",
    ],
    bad: [
      "Batteriet tar slut redan vid lunch om man använder telefonen lite mer.",
      "Den laggar när flera appar är öppna.",
      "Kameran gör färgerna konstiga inomhus.",
      "Blev riktigt varm när jag laddade.",
      "Skärmen repades redan efter en vecka i fickan.",
    ],
  },
  used: {
    titles: {
      love: ["Som ny fast begagnad", "Klockrent begagnatköp"],
      like: ["Bra skick för priset"],
      dislike: ["Sämre skick än utlovat"],
    },
    good: [
      "Skicket var bättre än väntat, knappt en repa.",
      "Kom rengjord, fabriksåterställd och väl inpackad.",
      "Känns bra att köpa begagnat i stället för nytt, och jag märker ingen skillnad.",
      "Fungerar precis som en ny.",
    ],
    minor: ["Ett par små repor, men inget som stör."],
    bad: [
      "Betydligt fler repor än beskrivningen sa.",
      "Luktade rök när den kom, fick vädra länge.",
    ],
  },
  usedBattery: {
    good: ["Batterihälsan låg på över 90 procent, precis som utlovat."],
    bad: ["Batteriet verkar slitet, procenten rasar snabbt."],
  },
  tablet: {
    titles: {
      love: ["Perfekt soffplatta", "Bästa surfplattan för pengarna", "Hela familjen använder den"],
      like: ["Bra platta", "Gör jobbet", "Bra för både film och skola"],
      mixed: ["Okej platta, lite seg", "Bra skärm men tung"],
      dislike: ["För långsam", "Inte värd priset"],
    },
    good: [
      "Skärmen är stor och skarp, perfekt för Netflix i sängen.",
      "Batteriet räcker flera dagar med lite surfande på kvällarna.",
      "Barnen använder den till skolarbetet och den har klarat sig fint.",
      "Snabb nog för allt jag gör: mejl, tidningar och lite spel.",
      "Jag antecknar på föreläsningarna och det funkar hur bra som helst.",
      "Ljudet från högtalarna räcker gott när man tittar på film.",
    ],
    minor: [
      "Lite tung att hålla i en hand länge.",
      "Laddningen går ganska långsamt.",
      "Lagringen tar slut fortare än man tror, välj gärna större.",
    ],
    bad: [
      "Den hackar så fort man har några appar igång.",
      "Skärmen speglar sig mycket, svårt att se något utomhus.",
      "Tar evigheter att ladda fullt.",
    ],
  },
  console: {
    titles: {
      love: ["Hela familjen spelar", "Värd varenda krona", "Grym konsol"],
      like: ["Bra konsol", "Nöjd gamer", "Roligt för alla åldrar"],
      mixed: ["Bra, men dyr", "Helt okej konsol"],
      dislike: ["Krånglade från start", "Inte vad jag hoppats på"],
    },
    good: [
      "Installationen tog tio minuter och sen var vi igång.",
      "Menyerna är snabba och lätta att hitta i.",
      "Barnen har knappt släppt den sedan den kom.",
      "Bra utbud av spel, det finns något för alla.",
      "Det är lätt att ställa in föräldrakontroll och speltid för barnen.",
    ],
    minor: [
      "Uppdateringarna första gången tog en evighet.",
      "Spelen är dyra, räkna med det i budgeten.",
    ],
    bad: [
      "Den startade om sig själv mitt i spelet flera gånger.",
      "Fick felmeddelanden vid uppdateringen och fick ringa support.",
    ],
  },
  stationaryConsole: {
    good: [
      "Laddtiderna är nästan borta, man är inne i spelet på några sekunder.",
      "Grafiken i 4K är helt sjuk på vår nya tv.",
      "Nästan helt tyst, hörs inte ens i lugna scener.",
    ],
    minor: [
      "Tar en del plats i tv-bänken.",
      "Lagringen fylls snabbt om man laddar ner många spel.",
    ],
    bad: ["Fläkten låter mer än jag trodde, särskilt i tunga spel."],
  },
  handheldConsole: {
    titles: { love: ["Perfekt på resan"] },
    good: [
      "Perfekt att ha med på tåget, barnen spelar hela resan.",
      "Mario Kart i soffan eller på bussen, det funkar överallt.",
      "Skärmen är fin och färgstark.",
    ],
    minor: ["Batteriet räcker ett par timmar när man spelar tyngre spel."],
    bad: ["Batteriet tar slut alldeles för fort på resor."],
  },
  controller: {
    titles: {
      love: ["Sitter perfekt i handen", "Bästa handkontrollen", "Grym känsla"],
      like: ["Bra kontroll", "Skön att spela med", "Bra ersättare för den gamla"],
      mixed: ["Okej, men dyr", "Bra känsla, svagt batteri"],
      dislike: ["Drift efter en månad", "Knapparna kärvar"],
    },
    good: [
      "Ligger skönt i handen även efter flera timmars spelande.",
      "Parkopplingen tog två sekunder.",
      "Knapparna har bra motstånd och känns precisa.",
      "Vibrationerna gör att man verkligen känner spelet.",
      "Batteriet håller en hel spelkväll utan problem.",
      "Spakarna är exakta, inga konstigheter i skjutspelen.",
    ],
    minor: [
      "Batteriet kunde hålla lite längre.",
      "Lite för lätt i handen för min smak.",
      "Laddkabeln är väldigt kort.",
    ],
    bad: [
      "Vänster spak började dra åt sidan efter några veckor.",
      "Tappar anslutningen då och då mitt i spelet.",
      "En knapp började kärva redan efter en månad.",
    ],
  },
  game: {
    openers: {
      love: ["Har spelat varje kväll sedan det kom."],
      like: ["Har spelat en dryg månad nu."],
      mixed: ["Spelade mycket första veckan, sen tappade jag intresset lite."],
    },
    titles: {
      love: ["Fantastiskt spel", "Kunde inte sluta spela", "Årets spel för mig"],
      like: ["Roligt spel", "Många timmars underhållning", "Bra köp"],
      mixed: ["Snyggt men repetitivt", "Okej, men inte mer"],
      dislike: ["Tråkigt efter ett tag", "Inte värt fullpris"],
    },
    good: [
      "Grafiken är otroligt snygg.",
      "Har lagt massor av timmar och tröttnar inte.",
      "Musiken och ljudet är riktigt bra.",
      "Styrningen känns naturlig och det är lätt att komma in i spelet.",
    ],
    minor: [
      "Första uppdateringen var stor och tog tid.",
      "Fullpris är lite mycket, vänta gärna på rea.",
    ],
    bad: ["Blev tråkigt efter några timmar.", "Det var en hel del buggar i början."],
  },
  storyGame: {
    good: [
      "Storyn fångade mig från första timmen.",
      "Karaktärerna känns levande, man bryr sig verkligen om dem.",
      "Vissa scener fick mig nästan att gråta.",
      "Världen är enorm och det finns något att upptäcka överallt.",
    ],
    minor: ["Vissa uppdrag blir lite repetitiva."],
    bad: ["Storyn tar alldeles för lång tid att komma igång."],
  },
  familyGame: {
    titles: { love: ["Hela familjen spelar"], like: ["Kul för hela familjen"] },
    good: [
      "Vi spelar hela familjen och skrattar varje gång.",
      "Perfekt att spela tillsammans i soffan.",
      "Barnen på sju och tio klarar det helt själva.",
      "Lugnt och mysigt att spela en stund varje kväll.",
    ],
    minor: ["Blir en del bråk om vem som ska spela, haha."],
    bad: ["Det tar ett tag innan det blir roligt på riktigt."],
  },
  sportGame: {
    good: [
      "Kul att köra matcher med kompisarna online.",
      "Passningsspelet känns bättre än i förra årets version.",
    ],
    minor: ["Menyerna är röriga."],
    bad: [
      "Känns som samma spel som förra året.",
      "Alldeles för mycket fokus på att köpa saker i spelet.",
    ],
  },
  racingGame: {
    good: [
      "Bilarna känns olika att köra, riktigt häftigt.",
      "Spelar med ratt och det blir nästan som på riktigt.",
      "Banorna är snygga och varierade.",
    ],
    bad: ["Datorförarna kör som galningar."],
  },
  simulation: {
    titles: {
      love: ["Värd varenda krona", "Kvalitet rakt igenom"],
      like: ["Stabil och bra", "Bra instegsnivå"],
      mixed: ["Okej, men pilligt"],
      dislike: ["Glappar", "Inte prisvärt"],
    },
    good: ["Kändes gediget direkt ur kartongen.", "Rejält förpackat, allt var helt."],
    minor: ["Instruktionerna kunde varit tydligare."],
    bad: ["Plasten känns billigare än priset."],
  },
  racing: {
    titles: { love: ["Äkta racingkänsla", "Racing på en ny nivå"] },
    good: [
      "Racingspelen blev en helt ny upplevelse.",
      "Allt sitter stadigt, inget glapp när man tar i.",
      "Byggkvaliteten är gedigen, känns som att den håller i många år.",
      "Var igång på en halvtimme, enkelt att montera.",
      "Mina varvtider blev bättre direkt.",
    ],
    minor: ["Tar en del plats när man inte använder den.", "Lite högljudd när man kör hårt."],
    bad: [
      "Började glappa efter några veckors körning.",
      "Fick inte inställningarna att fungera i alla spel.",
    ],
  },
  flight: {
    titles: { love: ["Som att sitta i cockpit"], like: ["Bra flygspak för pengarna"] },
    good: [
      "Flight Simulator blev en helt ny upplevelse.",
      "Gott om knappar att programmera.",
      "Spaken är precis och fjädrar tillbaka fint.",
      "Gasreglaget har ett skönt motstånd.",
    ],
    minor: ["Programvaran är lite krånglig i början."],
    bad: [
      "Spaken har ett litet dödläge i mitten som stör.",
      "Programvaran krånglar med Windows ibland.",
    ],
  },
  audio: {
    titles: {
      love: ["Fantastiskt ljud", "Bästa ljudet för pengarna"],
      like: ["Bra ljud", "Prisvärt"],
      mixed: ["Okej ljud, inget mer"],
      dislike: ["Dåligt ljud", "Knastrar"],
    },
    good: ["Känns påkostat för priset.", "Byggkvaliteten känns gedigen."],
    minor: ["Lite dyrt, men man får vad man betalar för."],
    bad: ["Ljudet är platt och tråkigt."],
  },
  gamingHeadset: {
    titles: { love: ["Sköna lurar hela kvällen"], like: ["Bra headset för pengarna"] },
    good: [
      "Man hör exakt varifrån stegen kommer.",
      "Mikrofonen låter bra, polarna hör mig tydligt på Discord.",
      "Sitter skönt även efter långa spelkvällar.",
      "Basen är fyllig utan att bli grötig.",
    ],
    minor: ["Blir lite varmt om öronen efter ett par timmar."],
    bad: [
      "Mikrofonen brusar och kompisarna klagar.",
      "Bygeln knakar när man rör på huvudet.",
      "Trycker över öronen efter en timme.",
    ],
  },
  musicHeadphones: {
    titles: { love: ["Perfekt för pendlingen"], like: ["Sköna lurar"] },
    good: [
      "Brusreduceringen stänger ute pendeltåget helt.",
      "Batteriet räcker hela veckans pendling.",
      "Ljudet är balanserat och detaljerat, musiken får liv.",
      "Parkopplingen med mobilen går blixtsnabbt.",
    ],
    minor: ["Touchkontrollerna är lite känsliga."],
    bad: [
      "Anslutningen hackar ibland när mobilen ligger i fickan.",
      "Började knastra i ena örat efter några veckor.",
    ],
  },
  microphone: {
    titles: { love: ["Podden låter proffsig nu"], like: ["Bra mikrofon"] },
    good: [
      "Rösten låter varm och tydlig, mycket bättre än headsetets mikrofon.",
      "Bara att koppla in med USB, funkade direkt.",
      "Liten och stabil på skrivbordet.",
    ],
    minor: ["Tar upp en del ljud från tangentbordet."],
    bad: ["Tar upp alldeles för mycket bakgrundsljud."],
  },
  speaker: {
    titles: { love: ["Mycket ljud för pengarna"], like: ["Bra högtalare"] },
    good: [
      "Låter förvånansvärt stort för storleken.",
      "Enkel att komma igång med.",
      "Klar diskant och helt okej bas.",
    ],
    minor: ["Basen kunde vara lite kraftigare."],
    bad: ["Det brummar svagt när volymen är låg."],
  },
  bag: {
    titles: {
      love: ["Skyddar perfekt", "Snygg och praktisk"],
      like: ["Bra skydd", "Prisvärt skydd"],
      mixed: ["Okej, men trångt"],
      dislike: ["Dålig passform"],
    },
    good: [
      "Passar precis, inget glapp.",
      "Känns tålig och ser ut att hålla länge.",
      "Snygg och diskret färg.",
    ],
    minor: ["Lite dyr för vad det är.", "Luktade lite plast de första dagarna."],
    bad: ["Började släppa i kanten efter en månad.", "Passformen är sämre än jag trodde."],
  },
  zippered: {
    good: [
      "Blixtlåset går smidigt även när den är full.",
      "Bra med små fack till kablar och laddare.",
      "Vadderingen känns trygg, inget skramlar.",
    ],
    bad: ["Blixtlåset gick sönder efter några veckor."],
  },
  backpack: {
    good: ["Bekväm att bära även fullpackad.", "Datorn får en egen vadderad plats."],
    minor: ["Remmarna kunde vara lite bredare."],
  },
  cover: {
    good: [
      "Magneterna väcker skärmen direkt när man öppnar.",
      "Funkar bra som ställ när man tittar på film.",
    ],
    minor: ["Samlar fingeravtryck."],
    bad: ["Ställfunktionen glider ner hela tiden."],
  },
  accessory: {
    titles: {
      love: ["Perfekt tillbehör", "Borde köpt tidigare"],
      like: ["Gör det den ska", "Bra tillbehör"],
      mixed: ["Funkar, inget mer"],
      dislike: ["Billig känsla"],
    },
    good: ["Håller hög kvalitet rakt igenom.", "Passade direkt, inga problem."],
    minor: ["Lite dyrt för något så litet."],
    bad: ["Kvaliteten känns billigare än priset."],
  },
  charger: {
    titles: { love: ["Laddar blixtsnabbt"], like: ["Bra laddare"] },
    good: [
      "Laddar telefonen mycket snabbare än min gamla laddare.",
      "Blir knappt varm trots snabbladdning.",
      "Liten och smidig att ha med på resan.",
    ],
    minor: ["Kabeln får man köpa till, vilket är lite snålt."],
    bad: ["Laddaren blir väldigt varm.", "Slutade fungera efter två månader."],
  },
  phoneCase: {
    titles: { love: ["Tunt och tåligt"], like: ["Bra skal"] },
    good: [
      "Sitter tätt och knapparna är lätta att trycka.",
      "Har tappat telefonen två gånger och den klarade sig utan en skråma.",
      "Tunt nog att inte göra telefonen klumpig.",
    ],
    minor: ["Samlar lite damm i kanterna."],
    bad: ["Började gulna efter några veckor.", "Lossnar i hörnen."],
  },
  grip: {
    good: [
      "Mycket skönare att hålla konsolen längre stunder.",
      "Sitter stadigt och skyddar baksidan.",
    ],
    bad: ["Svårt att få av och på."],
  },
  screenProtector: {
    titles: { love: ["Inga bubblor alls"], like: ["Bra skärmskydd"] },
    good: [
      "Gick lätt att sätta på utan bubblor.",
      "Märks inte alls, pekskärmen fungerar som vanligt.",
      "Har redan räddat skärmen från en ordentlig repa.",
    ],
    minor: ["Lite svårt att få det helt rakt."],
    bad: ["Fick bubblor som inte gick att få bort.", "Sprack vid första lilla smällen."],
  },
  pen: {
    titles: { love: ["Som att skriva på papper"], like: ["Bra penna"] },
    good: [
      "Känns nästan som att skriva med en riktig penna.",
      "Perfekt för anteckningar och skisser.",
      "Ingen fördröjning alls när man ritar.",
    ],
    minor: ["Lätt att tappa bort, den skulle behövt ett fodral."],
    bad: ["Spetsen nöttes ner förvånansvärt snabbt."],
  },
  memoryCard: {
    titles: { love: ["Äntligen plats för alla spel"], like: ["Gott om plats"] },
    good: [
      "Gott om plats för alla spel nu.",
      "Snabb, märker ingen skillnad i laddtider.",
      "Enkelt att flytta över spelen.",
    ],
    bad: ["Slutade fungera efter en månad och jag fick ladda ner allt igen."],
  },
  consoleAccessory: {
    good: ["Passar perfekt ihop med konsolen.", "Stabil och välgjord."],
    bad: ["Plasten känns billig."],
  },
  chargingAccessory: {
    good: [
      "Äntligen slut på urladdade kontroller när man ska spela.",
      "Laddar snabbt och pålitligt.",
      "Lampan visar tydligt när det är fulladdat.",
    ],
    bad: ["Laddar inte alltid ordentligt, man måste rätta till kontrollen."],
  },
  scooter: {
    titles: {
      love: ["Perfekt för pendlingen", "Har slutat ta bussen", "Grym elsparkcykel"],
      like: ["Bra sparkcykel", "Smidig pendlare", "Bra räckvidd"],
      mixed: ["Okej, men tung", "Räckvidden överdriven"],
      dislike: ["Punktering efter en vecka", "Räcker inte långt"],
    },
    good: [
      "Räckvidden räcker gott till jobbet och hem igen, ungefär 14 km totalt.",
      "Fäller ihop den på några sekunder och tar med den på pendeltåget.",
      "Bromsarna tar bra, även i nedförsbacke.",
      "Appen är enkel och visar batteri och hastighet.",
      "Stabil och trygg även på lite sämre asfalt.",
      "Lampan lyser upp ordentligt på kvällarna.",
    ],
    minor: [
      "Tung att bära uppför trappor.",
      "Räckvidden sjunker märkbart när det är kallt ute.",
      "Ringklockan är lite svag.",
    ],
    bad: [
      "Räckvidden är långt ifrån vad som utlovas, särskilt i backar.",
      "Fick punktering redan efter en vecka.",
      "Det knakar i styret efter ett par månader.",
      "Orkar dåligt i uppförsbackar.",
    ],
  },
  scooterPart: {
    titles: {
      love: ["Som ny igen", "Perfekt reservdel"],
      like: ["Passade bra", "Bra reservdel"],
      mixed: ["Funkar, men pilligt"],
      dislike: ["Passade inte", "Höll inte länge"],
    },
    good: [
      "Passade min sparkcykel utan problem.",
      "Bra att kunna laga själv i stället för att lämna in den.",
      "Samma kvalitet som originalet.",
    ],
    minor: ["Instruktioner saknas helt, fick kolla på Youtube."],
    bad: ["Passade inte riktigt trots att den skulle göra det.", "Höll kortare tid än originalet."],
  },
  tyre: {
    good: [
      "Bytet tog en halvtimme med lite tålamod.",
      "Rullar mjukare än det gamla däcket.",
      "Bra grepp även på blöt asfalt.",
    ],
    minor: ["Lite trögt att få på fälgen."],
    bad: ["Slets ner förvånansvärt snabbt."],
  },
  solidTyre: {
    good: ["Aldrig mer punktering, skönt."],
    minor: ["Lite stötigare på gatsten än ett luftdäck."],
  },
  tube: {
    good: ["Bytet gick fort.", "Ventilen är vinklad så det är lätt att pumpa."],
    bad: ["Fick punktering igen efter en vecka."],
  },
  brake: {
    good: ["Bromsar som ny igen.", "Lätta att byta med en insexnyckel."],
    minor: ["Gnisslade lite de första dagarna."],
    bad: ["Bromsverkan blev sämre än med de gamla."],
  },
  scooterCharger: {
    good: [
      "Laddar precis som originalet, lampan visar tydligt när det är klart.",
      "Skönt med en extra laddare på jobbet.",
    ],
    bad: ["Blir väldigt varm när den laddar."],
  },
  scooterBattery: {
    good: ["Räckvidden är tillbaka som när sparkcykeln var ny."],
    bad: ["Räckvidden blev inte så mycket bättre som jag hoppats."],
  },
  scooterElectronics: {
    good: [
      "Allt fungerade direkt efter bytet.",
      "Sparkcykeln startar igen, trodde att den var slut.",
    ],
    bad: ["Felkoden försvann inte efter bytet."],
  },
  fashion: {
    titles: {
      love: ["Favoriten i garderoben", "Perfekt passform", "Snygg och skön"],
      like: ["Bra kvalitet", "Skön och snygg", "Bra basplagg"],
      mixed: ["Okej, men krympte", "Annan färg än på bilden"],
      dislike: ["Krympte i tvätten", "Dålig passform"],
    },
    good: [
      "Passformen är precis som jag ville ha den.",
      "Materialet känns mjukt och påkostat.",
      "Har tvättat flera gånger och plagget ser fortfarande nytt ut.",
      "Färgen är precis som på bilderna.",
      "Storleken stämmer, tog min vanliga.",
      "Har fått flera komplimanger när jag haft på mig plagget.",
    ],
    minor: ["Blev lite skrynkligt efter tvätten.", "Storlekarna är något stora, gå gärna ner en."],
    bad: [
      "Krympte en hel storlek efter första tvätten.",
      "Sömmarna släppte efter bara några användningar.",
      "Färgen bleknade fort.",
    ],
  },
  jacket: {
    good: ["Bra fickor och skön att röra sig i.", "Lagom tjock för vår och höst."],
  },
  rainJacket: {
    good: ["Höll mig torr i hällregnet hela vägen hem."],
    bad: ["Släppte igenom vatten vid axlarna efter en timme i regnet."],
  },
  flower: {
    openers: { love: ["Blev så glad när jag öppnade kartongen."] },
    good: ["Snyggt förpackat och kom fram i tid."],
    minor: ["Lite dyrt, men fint."],
  },
  bouquet: {
    titles: {
      love: ["Vackra blommor", "Höll i två veckor"],
      like: ["Fin bukett"],
      mixed: ["Okej, men små"],
      dislike: ["Vissnade direkt"],
    },
    good: [
      "Blommorna var fräscha och slog ut fint efter en dag.",
      "Höll sig fina i nästan två veckor med nytt vatten.",
      "Mamma blev så glad när de kom fram på hennes födelsedag.",
      "Välpackat, inte ett enda knäckt blad.",
    ],
    minor: ["Lite färre knoppar än jag hade trott."],
    bad: ["Flera blommor hängde redan när de kom.", "Vissnade efter bara några dagar."],
  },
  plant: {
    titles: {
      love: ["Frodig och fin"],
      like: ["Fin växt"],
      mixed: ["Lite ledsen vid leverans"],
      dislike: ["Tappade bladen"],
    },
    good: [
      "Växten kom i perfekt skick och har redan fått nya blad.",
      "Lättskött, även för någon utan gröna fingrar.",
      "Större och frodigare än jag hade förväntat mig.",
    ],
    minor: ["Ytterkruka ingår inte, det hade varit trevligt."],
    bad: ["Flera blad var gula när den kom.", "Krukan var trasig och jorden låg överallt."],
  },
  furniture: {
    titles: {
      love: ["Snygg och stabil", "Perfekt i vardagsrummet", "En klassiker av en anledning"],
      like: ["Bra möbel för pengarna", "Stabil och snygg"],
      mixed: ["Okej, men inte mer"],
      dislike: ["Skadad vid leverans"],
    },
    good: [
      "Känns stabil och välgjord.",
      "Passar perfekt in i vår lägenhet.",
      "Designen är tidlös och passar med allt.",
    ],
    minor: ["Färgen är något ljusare än på bilderna."],
    bad: ["Ett hörn var skadat när paketet kom.", "Vinglar trots att allt sitter som det ska."],
  },
  flatpack: {
    good: ["Monteringen gick smidigt, tog ungefär en timme.", "Instruktionerna var tydliga."],
    minor: ["Ett par skruvar var svåra att få i."],
    bad: ["Det saknades skruvar i paketet."],
  },
  seating: {
    good: ["Sitter skönt även efter flera timmar.", "Perfekt läsplats med en filt och en bok."],
    bad: ["Dynan plattades till snabbt."],
  },
  table: {
    good: ["Rymligt och stabilt.", "Tål en hel del, barnen både ritar och äter vid bordet."],
    bad: ["Skivan får märken väldigt lätt."],
  },
  storage: {
    good: ["Rymmer alla våra böcker och lite till.", "Hyllplanen är lätta att flytta."],
    bad: ["Hyllplanen böjer sig under tunga böcker."],
  },
  lamp: {
    good: ["Ger ett mysigt ljus i hörnet.", "Lätt att rikta ljuset dit man vill."],
    bad: ["Lampan vinglar lite."],
  },
  vegetables: {
    openers: {
      love: ["Beställer varje vecka numera."],
      like: ["Brukar ta med i veckohandlingen."],
    },
    titles: {
      love: ["Riktigt god kvalitet", "Smakar som hemodlat"],
      like: ["Bra kvalitet", "Prisvärt och gott"],
      mixed: ["Varierande kvalitet"],
      dislike: ["Dålig kvalitet den här gången"],
    },
    good: [
      "Smakar riktigt gott och håller jämn kvalitet.",
      "Bra pris för kvaliteten.",
      "Barnen äter utan att klaga, det säger en del.",
    ],
    minor: ["Förpackningen blir lite stor för ett singelhushåll."],
    bad: ["Kvaliteten var sämre än vanligt den här gången."],
  },
  freshVegetables: {
    good: ["Allt var fräscht när det kom.", "Höll sig fint i kylen i över en vecka."],
    bad: ["En del fick slängas direkt."],
  },
  frozenVegetables: {
    good: [
      "Perfekt att ha i frysen till vardagsmiddagarna.",
      "Behåller färgen och det är knappt någon is i påsen.",
    ],
    bad: ["Påsen var full av iskristaller, som om den tinat och frysts om."],
  },
  cannedVegetables: {
    good: ["Praktiskt att ha i skafferiet.", "God och söt smak."],
    bad: ["Burken var bucklig när den kom."],
  },
  electronic: {
    titles: {
      love: ["Smart köp", "Älskar den här prylen"],
      like: ["Bra pryl", "Gör det den ska"],
      mixed: ["Okej, men dyr"],
      dislike: ["Krånglar"],
    },
    good: ["Enkel att komma igång med.", "Känns påkostad och välbyggd."],
    minor: ["Lite dyr, men värd det."],
    bad: ["Slutade fungera efter bara några veckor."],
  },
  smartHome: {
    good: [
      "Installationen tog fem minuter med appen.",
      "Fungerar smidigt med röststyrning.",
      "Används varje dag hemma hos oss.",
    ],
    minor: ["Appen kräver ett konto, lite onödigt."],
    bad: ["Tappar wifi-anslutningen ibland."],
  },
  toothbrush: {
    good: [
      "Tänderna känns som efter ett besök hos tandhygienisten.",
      "Timern är bra, man borstar faktiskt två minuter nu.",
      "Batteriet håller i flera veckor.",
    ],
    minor: ["Borsthuvudena är dyra att köpa till."],
    bad: ["Batteriet håller inte alls så länge som utlovat."],
  },
  shaver: {
    good: [
      "Rakar jämnt utan att irritera huden.",
      "Bra både för skägget och för att putsa konturerna.",
    ],
    minor: ["Bladen behöver bytas oftare än jag trodde."],
    bad: ["Nyper i huden vid halsen."],
  },
  reader: {
    good: [
      "Skärmen är skön för ögonen, även i solen.",
      "Batteriet räcker i flera veckor.",
      "Läser mycket mer nu än förut.",
    ],
    minor: ["Reklamen på låsskärmen hade jag klarat mig utan."],
    bad: ["Skärmen blir ojämnt belyst i ena hörnet."],
  },
  actionCamera: {
    good: [
      "Stabiliseringen är otrolig, filmerna från cykelturen är helt stadiga.",
      "Tålig, har haft den med både i havet och i skidbacken.",
    ],
    minor: ["Batteriet tar slut fort när man filmar i högsta kvalitet."],
    bad: ["Blir väldigt varm och stänger av sig vid långa inspelningar."],
  },
  mouse: {
    good: [
      "Ligger perfekt i handen, inget mer ont i handleden.",
      "Scrollhjulet är helt magiskt i långa dokument.",
      "Kan koppla den till tre datorer och byta med en knapp.",
    ],
    minor: ["Lite stor för små händer."],
    bad: ["Dubbelklickar av sig själv ibland."],
  },
  shoes: {
    titles: {
      love: ["Bekvämaste skorna jag haft", "Kärlek vid första steget"],
      like: ["Sköna skor", "Bra skor"],
      mixed: ["Snygga men små i storleken"],
      dislike: ["Skavde", "Fel storlek"],
    },
    good: [
      "Sköna direkt, ingen inkörning behövdes.",
      "Storleken stämmer precis, tog min vanliga.",
      "Snygga till både jeans och chinos.",
      "Sulan känns stadig och sömmarna välgjorda.",
    ],
    minor: ["Lite smala över framfoten.", "Går en halv storlek stort."],
    bad: [
      "Skavde ordentligt på hälen.",
      "Sulan började släppa efter ett par månader.",
      "Storleken var helt fel, fick skicka tillbaka.",
    ],
  },
  runningShoes: {
    titles: { love: ["Perfekta löparskor"] },
    good: ["Sköna på långpassen, benen känns pigga dagen efter.", "Bra studs, milen går fortare."],
    bad: ["Gav skavsår redan på första löprundan."],
  },
  boots: {
    good: ["Varma och torra fötter i slasket.", "Bra grepp på isiga trottoarer."],
    bad: ["Släppte in vatten efter första vintern."],
  },
} satisfies Record<string, Fragments>;

type Topic = keyof typeof FRAGMENTS;

/** Which fragment sets fit a product: its type's, then narrower ones by category or name. */
function topicsOf(product: SeedProduct): Topic[] {
  const name = product.name.se;
  const category = product.category.se;
  const has = (pattern: RegExp) => pattern.test(name);
  const used = has(/begagnad/i);
  switch (product.type) {
    case "phone":
      return used ? ["phone", "used", "usedBattery"] : ["phone"];
    case "tablet":
      return used ? ["tablet", "used", "usedBattery"] : ["tablet"];
    case "console": {
      const kind: Topic = has(/switch/i) ? "handheldConsole" : "stationaryConsole";
      return used ? ["console", kind, "used"] : ["console", kind];
    }
    case "controller":
      return ["controller"];
    case "game":
      if (has(/\bFC\b|FIFA|NHL|NBA/)) return ["game", "sportGame"];
      if (has(/Mario|Animal Crossing|Pokémon|Kirby/)) return ["game", "familyGame"];
      if (has(/Forza|Gran Turismo/)) return ["game", "racingGame"];
      return ["game", "storyGame"];
    case "simulation":
      return has(/flight|hotas/i) ? ["simulation", "flight"] : ["simulation", "racing"];
    case "audio":
      if (/mikrofon/i.test(category)) return ["audio", "microphone"];
      if (/högtalare/i.test(category)) return ["audio", "speaker"];
      return has(/airpods|WH-1000/i) ? ["audio", "musicHeadphones"] : ["audio", "gamingHeadset"];
    case "bag":
      if (has(/folio|cover/i)) return ["bag", "cover"];
      return has(/ryggsäck/i) ? ["bag", "zippered", "backpack"] : ["bag", "zippered"];
    case "accessory":
      if (has(/pencil|s pen/i)) return ["accessory", "pen"];
      if (has(/skärmskydd/i)) return ["accessory", "screenProtector"];
      if (has(/greppskal/i)) return ["accessory", "grip"];
      if (has(/skal|case/i)) return ["accessory", "phoneCase"];
      if (/minneskort|lagring/i.test(category)) return ["accessory", "memoryCard"];
      if (/konsol/i.test(category)) {
        return has(/ladd|charge/i)
          ? ["accessory", "chargingAccessory"]
          : ["accessory", "consoleAccessory"];
      }
      return ["accessory", "charger"];
    case "scooter":
      return ["scooter"];
    case "scooter_part":
      if (has(/massivt/i)) return ["scooterPart", "tyre", "solidTyre"];
      if (has(/slang/i)) return ["scooterPart", "tube"];
      if (has(/däck/i)) return ["scooterPart", "tyre"];
      if (has(/broms/i)) return ["scooterPart", "brake"];
      if (has(/laddare/i)) return ["scooterPart", "scooterCharger"];
      if (has(/batteri/i)) return ["scooterPart", "scooterBattery"];
      return ["scooterPart", "scooterElectronics"];
    case "fashion":
      if (has(/vattentät|regn/i)) return ["fashion", "jacket", "rainJacket"];
      return /jack/i.test(category) ? ["fashion", "jacket"] : ["fashion"];
    case "flower":
      return /kruk/i.test(category) ? ["flower", "plant"] : ["flower", "bouquet"];
    case "furniture": {
      const topics: Topic[] = ["furniture"];
      if (product.brand === "IKEA") topics.push("flatpack");
      if (/stol|soff/i.test(category)) topics.push("seating");
      else if (/bord/i.test(category)) topics.push("table");
      else if (/förvaring/i.test(category)) topics.push("storage");
      else if (/belysning/i.test(category)) topics.push("lamp");
      return topics;
    }
    case "vegetables":
      if (/fryst/i.test(category)) return ["vegetables", "frozenVegetables"];
      if (/konserv/i.test(category)) return ["vegetables", "cannedVegetables"];
      return ["vegetables", "freshVegetables"];
    case "electronic":
      if (has(/sonicare|tandborste/i)) return ["electronic", "toothbrush"];
      if (has(/oneblade|rakapparat|trimmer/i)) return ["electronic", "shaver"];
      if (has(/kindle/i)) return ["electronic", "reader"];
      if (has(/gopro/i)) return ["electronic", "actionCamera"];
      if (has(/mus\b|mx master/i)) return ["electronic", "mouse"];
      return /smarta hem/i.test(category) ? ["electronic", "smartHome"] : ["electronic"];
    case "shoes":
      if (/löp/i.test(category)) return ["shoes", "runningShoes"];
      return /känga|boots/i.test(category) ? ["shoes", "boots"] : ["shoes"];
    default:
      return [];
  }
}

interface Pools {
  titles: Record<Mood, { specific: string[]; generic: readonly string[] }>;
  openers: Record<Mood, string[]>;
  good: string[];
  minor: string[];
  bad: string[];
}

/** Kinds of product one does not "use" for weeks. */
const CONSUMED: readonly string[] = ["game", "flower", "vegetables"];

function poolsFor(product: SeedProduct): Pools {
  const topics = topicsOf(product);
  if (!CONSUMED.includes(product.type)) topics.unshift("durable");
  const sets: Fragments[] = topics.map((topic) => FRAGMENTS[topic]);
  const gather = (field: "good" | "minor" | "bad") => {
    const lines = sets.flatMap((set) => set[field] ?? []);
    // Too few of the product's own lines to vary: add the ones that fit anything.
    return lines.length >= 3 ? lines : [...lines, ...(GENERIC[field] ?? [])];
  };
  const titles = (mood: Mood) => ({
    specific: sets.flatMap((set) => set.titles?.[mood] ?? []),
    generic: GENERIC_TITLES[mood],
  });
  const openers = (mood: Mood) => [
    ...OPENERS[mood],
    ...sets.flatMap((set) => set.openers?.[mood] ?? []),
  ];
  return {
    titles: {
      love: titles("love"),
      like: titles("like"),
      mixed: titles("mixed"),
      dislike: titles("dislike"),
    },
    openers: {
      love: openers("love"),
      like: openers("like"),
      mixed: openers("mixed"),
      dislike: openers("dislike"),
    },
    good: gather("good"),
    minor: gather("minor"),
    bad: gather("bad"),
  };
}

/**
 * Writes one product's reviews: each sentence and title is drawn from those this product's
 * reviews have used least so far, so that they read as different people's words.
 */
function writer(random: Random, pools: Pools) {
  const uses = new Map<string, number>();
  const fresh = (list: readonly string[], count = 1): string[] => {
    const chosen = shuffled(random, list)
      .sort((a, b) => (uses.get(a) ?? 0) - (uses.get(b) ?? 0))
      .slice(0, count);
    for (const line of chosen) uses.set(line, (uses.get(line) ?? 0) + 1);
    return chosen;
  };
  const one = (list: readonly string[]) => fresh(list)[0]!;
  const chance = (p: number) => random() < p;

  return (stars: number): { title: string; body: string } => {
    const mood = moodOf(stars);
    const { specific, generic } = pools.titles[mood];
    // The product's own titles first, while some are still unused.
    const unused = specific.filter((line) => !uses.has(line));
    const title = one(unused.length > 0 && chance(0.6) ? unused : generic);
    const parts: string[] = [];
    if (chance(mood === "love" || mood === "like" ? 0.65 : 0.85)) {
      parts.push(one(pools.openers[mood]));
    }
    switch (mood) {
      case "love":
        parts.push(...fresh(pools.good, 2 + below(random, 2)));
        if (chance(0.35)) parts.push(one(DELIVERY.good));
        break;
      case "like":
        parts.push(...fresh(pools.good, 1 + below(random, 2)));
        if (chance(0.5)) parts.push(one(pools.minor));
        if (chance(0.3)) parts.push(one(DELIVERY.good));
        break;
      case "mixed":
        parts.push(one(pools.good));
        parts.push(one(chance(0.5) ? pools.minor : pools.bad));
        if (chance(0.2)) parts.push(one(chance(0.5) ? DELIVERY.good : DELIVERY.bad));
        break;
      case "dislike":
        parts.push(...fresh(pools.bad, 1 + below(random, 2)));
        if (chance(0.25)) parts.push(one(DELIVERY.bad));
        break;
    }
    if (chance(mood === "love" || mood === "like" ? 0.45 : 0.6)) {
      parts.push(one(CLOSERS[mood]));
    }
    return { title, body: parts.join(" ") };
  };
}

// --- How many, and how many stars ------------------------------------------------------------

/** 2 for a product with a single review in the seed, up to 9 for the most reviewed ones. */
function reviewCount(random: Random, totalReviews: number): number {
  const scaled = (Math.log(totalReviews) / Math.log(MANY_REVIEWS)) * (MAX_REVIEWS - MIN_REVIEWS);
  const jitter = below(random, 3) - 1;
  return Math.min(MAX_REVIEWS, Math.max(MIN_REVIEWS, MIN_REVIEWS + Math.round(scaled) + jitter));
}

/** `count` stars whose mean is close to `target`, spread a little as real ratings are. */
function starsFor(random: Random, target: number, count: number): number[] {
  const close = (total: number) =>
    total >= count && total <= 5 * count && Math.abs(total / count - target) <= 0.45;
  let total = Math.min(5 * count, Math.max(count, Math.round(target * count)));
  const nudged = total + (random() < 0.5 ? -1 : 1);
  if (random() < 0.4 && close(nudged)) total = nudged;
  const base = Math.floor(total / count);
  const stars = Array.from({ length: count }, (_, index) =>
    index < total - base * count ? base + 1 : base,
  );
  // Move stars between reviews, keeping the total: one shopper loves it, another less so.
  const moves = below(random, Math.floor(count / 2) + 2);
  for (let move = 0; move < moves; move++) {
    const up = below(random, count);
    const down = below(random, count);
    const step = random() < 0.8 ? 1 : 2;
    const raised = stars[up]! + step;
    const lowered = stars[down]! - step;
    if (up !== down && raised <= 5 && lowered >= 1) {
      stars[up] = raised;
      stars[down] = lowered;
    }
  }
  return shuffled(random, stars);
}

// --- The reviews -----------------------------------------------------------------------------

/**
 * The demo reviews of every product whose seed says it has been reviewed: always the same
 * for the same products and `now`, all dated within the 300 days before `now` (and not
 * before the product went on sale).
 */
export function demoReviews(products: readonly SeedProduct[], now: Date): DemoReview[] {
  const reviews: DemoReview[] = [];
  for (const product of products) {
    if (product.totalReviews <= 0) continue;
    const random = generator(seedOf(product.id));
    const count = reviewCount(random, product.totalReviews);
    const stars = starsFor(random, product.ratingStars, count);
    const names = pickSome(random, NAMES, count);
    const windowDays = Math.max(1, Math.min(WINDOW_DAYS, product.availableDaysAgo));
    const dates = Array.from({ length: count }, () => {
      const ago = (0.02 + 0.98 * random()) * windowDays * DAY_MS;
      return new Date(Math.floor((now.getTime() - ago) / 60_000) * 60_000);
    }).sort((a, b) => a.getTime() - b.getTime());
    const write = writer(random, poolsFor(product));
    const written = new Set<string>();
    stars.forEach((star, index) => {
      let text = write(star);
      for (let attempt = 0; written.has(`${text.title}\n${text.body}`) && attempt < 50; attempt++) {
        text = write(star);
      }
      while (written.has(`${text.title}\n${text.body}`)) {
        text = { ...text, body: `${text.body} ${pick(random, CLOSERS[moodOf(star)])}` };
      }
      written.add(`${text.title}\n${text.body}`);
      const at = dates[index]!.toISOString();
      reviews.push({
        product_id: product.id,
        author: `demo:${product.id}-${index + 1}`,
        name: names[index % names.length]!,
        stars: star,
        title: text.title,
        body: text.body,
        language: "se",
        status: "published",
        held_because: null,
        verified: random() < 2 / 3 ? 1 : 0,
        helpful: Math.floor(random() * random() * 13),
        created_at: at,
        updated_at: at,
      });
    });
  }
  return reviews;
}

/**
 * Stores the demo reviews when there are no reviews at all, and sets the products' stars and
 * counts from them; products of the seed that are not in the database are skipped. Returns
 * how many it stored: 0 once there are reviews (or another instance stored them just now).
 */
export async function seedDemoReviews(
  db: Kysely<ShopDatabase>,
  products: readonly SeedProduct[],
  now: Date = new Date(),
): Promise<number> {
  if (products.length === 0) return 0;
  try {
    return await atomically(db, async (trx) => {
      const existing = await trx.selectFrom("reviews").select("id").limit(1).executeTakeFirst();
      if (existing) return 0;
      const ids = products.map((product) => product.id);
      const rows = await trx.selectFrom("products").select("id").where("id", "in", ids).execute();
      const stored = new Set(rows.map((row) => Number(row.id)));
      const present = products.filter((product) => stored.has(product.id));
      const reviews = demoReviews(present, now);
      if (reviews.length === 0) return 0;
      for (let start = 0; start < reviews.length; start += CHUNK) {
        await trx
          .insertInto("reviews")
          .values(
            reviews.slice(start, start + CHUNK).map((review) => ({ id: randomUUID(), ...review })),
          )
          .execute();
      }
      // Every product of the seed, so that one nobody reviewed shows "no reviews yet".
      await refreshRatings(trx, [...stored]);
      return reviews.length;
    });
  } catch (error) {
    // Another instance seeded the same empty table at the same moment: it won.
    if (isUniqueViolation(error)) return 0;
    throw error;
  }
}
