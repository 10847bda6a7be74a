// Department and category names of the seed catalogue, as a Swedish shop names them.
import { t } from "./helpers.ts";

export const DEPARTMENT = {
  mobile: t("Mobil och surfplatta", "Phones and tablets"),
  gaming: t("Spel och konsoler", "Games and consoles"),
  scooters: t("Elsparkcyklar", "Electric scooters"),
  audio: t("Ljud", "Audio"),
  accessories: t("Tillbehör", "Accessories"),
  fashion: t("Mode", "Fashion"),
  flowers: t("Blommor", "Flowers"),
  furniture: t("Möbler", "Furniture"),
  vegetables: t("Grönsaker", "Vegetables"),
  electronic: t("Hemelektronik", "Home electronics"),
  shoes: t("Skor", "Shoes"),
};

export const CATEGORY = {
  phones: t("Mobiltelefoner", "Mobile phones"),
  tablets: t("Surfplattor", "Tablets"),
  consoles: t("Konsoler", "Consoles"),
  controllers: t("Handkontroller", "Controllers"),
  games: t("Spel", "Games"),
  simulation: t("Simulering", "Simulation"),
  scooters: t("Elsparkcyklar", "Electric scooters"),
  parts: t("Reservdelar", "Spare parts"),
  headsets: t("Hörlurar och headset", "Headphones and headsets"),
  speakers: t("Högtalare", "Speakers"),
  microphones: t("Mikrofoner", "Microphones"),
  bags: t("Väskor och fodral", "Bags and cases"),
  protection: t("Skal och skärmskydd", "Cases and screen protectors"),
  chargers: t("Laddare och kablar", "Chargers and cables"),
  storage: t("Minneskort och lagring", "Memory cards and storage"),
  consoleAccessories: t("Konsoltillbehör", "Console accessories"),
};
