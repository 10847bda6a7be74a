// Safety information (EU GPSR) shared by families of products, in Swedish and English.
import { t } from "./helpers.ts";

const RECYCLE_SE = "Lämna in uttjänta produkter och batterier som elavfall.";
const RECYCLE_EN = "Take worn-out products and batteries to an electronics recycling point.";

export const SAFETY = {
  device: t(
    `Innehåller ett inbyggt litiumjonbatteri. Ladda med en CE-märkt laddare, låt inte enheten bli varmare än 45 °C och sluta använda den om batteriet sväller. ${RECYCLE_SE}`,
    `Contains a built-in lithium-ion battery. Charge with a CE-marked charger, keep the device below 45 °C and stop using it if the battery swells. ${RECYCLE_EN}`,
  ),
  console: t(
    `Ställ konsolen så att luften kan passera fritt och anslut den med medföljande nätkabel. CE-märkt. Ta pauser när du spelar länge. ${RECYCLE_SE}`,
    `Place the console where air can flow freely and connect it with the supplied power cable. CE marked. Take breaks during long sessions. ${RECYCLE_EN}`,
  ),
  controller: t(
    `Inbyggt uppladdningsbart batteri. Ladda via USB från en CE-märkt strömkälla och förvara kontrollen i rumstemperatur. ${RECYCLE_SE}`,
    `Built-in rechargeable battery. Charge over USB from a CE-marked power source and store the controller at room temperature. ${RECYCLE_EN}`,
  ),
  game: t(
    "Följ åldersgränsen enligt PEGI på förpackningen. Ta pauser; ett fåtal personer kan få epileptiska anfall av blinkande ljus och mönster.",
    "Follow the PEGI age rating on the box. Take breaks; a few people may have epileptic seizures triggered by flashing lights and patterns.",
  ),
  simulation: t(
    "Ratten med kraftåterkoppling kan rycka kraftigt: håll fingrar och kläder borta från rörliga delar och låt inte barn under 14 år använda den utan tillsyn. Använd medföljande nätadapter. CE-märkt.",
    "A force-feedback wheel can jerk hard: keep fingers and clothing away from moving parts and do not let children under 14 use it unsupervised. Use the supplied power adapter. CE marked.",
  ),
  gear: t(
    "Montera enligt anvisningen och dra åt alla skruvar innan användning. Innehåller smådelar som inte är lämpliga för barn under 3 år.",
    "Assemble as instructed and tighten all bolts before use. Contains small parts not suitable for children under 3.",
  ),
  audio: t(
    `Lyssna inte på hög volym under lång tid, det kan ge bestående hörselskador. Produkter med batteri laddas med en CE-märkt laddare. ${RECYCLE_SE}`,
    `Do not listen at high volume for long periods; it can cause permanent hearing damage. Products with a battery are charged with a CE-marked charger. ${RECYCLE_EN}`,
  ),
  accessory: t(
    "Förpackningen innehåller plast och smådelar: håll den borta från små barn.",
    "The packaging contains plastic and small parts: keep it away from small children.",
  ),
  charger: t(
    `Endast för inomhusbruk. Täck inte över laddaren under laddning och använd den inte om kabel eller hölje är skadat. CE-märkt. ${RECYCLE_SE}`,
    `Indoor use only. Do not cover the charger while charging and do not use it if the cable or casing is damaged. CE marked. ${RECYCLE_EN}`,
  ),
  scooter: t(
    "Levereras i svenskt utförande med högst 20 km/h och högst 250 W motoreffekt, så att den räknas som cykel. Hjälm rekommenderas och är lag för förare under 15 år; från 14 år enligt tillverkaren. Ladda med originalladdaren, inomhus och under uppsikt. CE-märkt.",
    "Delivered in the Swedish version with at most 20 km/h and at most 250 W motor power, so it counts as a bicycle. A helmet is recommended and required by law for riders under 15; 14 and over according to the manufacturer. Charge with the original charger, indoors and supervised. CE marked.",
  ),
  scooterBattery: t(
    `Litiumjonbatteri på 36 V. Bör monteras av en verkstad eller någon med erfarenhet, ladda bara med originalladdaren och använd aldrig ett skadat batteri. ${RECYCLE_SE}`,
    `36 V lithium-ion battery. Should be fitted by a workshop or someone experienced; charge only with the original charger and never use a damaged battery. ${RECYCLE_EN}`,
  ),
  scooterPart: t(
    "Montera enligt tillverkarens anvisning och provkör försiktigt efteråt. Kontrollera bromsar och lufttryck före varje tur.",
    "Fit as the manufacturer instructs and test ride carefully afterwards. Check brakes and tyre pressure before every ride.",
  ),
};
