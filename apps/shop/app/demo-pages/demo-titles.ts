// Titles of the template's demo pages under /voxo_plus/ (spec §2), by the path's last part.
import type { Language } from "../../domain/language.ts";

export const demoTitles: Record<string, Record<Language, string>> = {
  search: { se: "Sökvy", en: "Search view" },
  bottom: { se: "Cookie-ruta nederst", en: "Cookie box at the bottom" },
  bottom_left: { se: "Cookie-ruta nere till vänster", en: "Cookie box at the bottom left" },
  bottom_right: { se: "Cookie-ruta nere till höger", en: "Cookie box at the bottom right" },
  element_home: { se: "Element: startsida", en: "Elements: home page" },
  element_button: { se: "Element: knappar", en: "Elements: buttons" },
  element_header: { se: "Element: sidhuvud", en: "Elements: header" },
  element_product: { se: "Element: produktkort", en: "Elements: product cards" },
  element_categories: { se: "Element: kategorier", en: "Elements: categories" },
  element_deal_banner: { se: "Element: erbjudandebanner", en: "Elements: deal banner" },
  element_collection_banner: {
    se: "Element: kollektionsbanner",
    en: "Elements: collection banner",
  },
  portfolio_2_grid: { se: "Portfolio i två kolumner", en: "Portfolio in two columns" },
  portfolio_3_grid: { se: "Portfolio i tre kolumner", en: "Portfolio in three columns" },
  portfolio_4_grid: { se: "Portfolio i fyra kolumner", en: "Portfolio in four columns" },
  portfolio_no_space: { se: "Portfolio utan mellanrum", en: "Portfolio without gaps" },
  portfolio_2_masonary: {
    se: "Portfolio som murverk, två kolumner",
    en: "Portfolio as masonry, two columns",
  },
  portfolio_3_masonary: {
    se: "Portfolio som murverk, tre kolumner",
    en: "Portfolio as masonry, three columns",
  },
  portfolio_4_masonary: {
    se: "Portfolio som murverk, fyra kolumner",
    en: "Portfolio as masonry, four columns",
  },
  electronic_demo: { se: "Startsida för elektronik", en: "Electronics home page" },
};

const FALLBACK: Record<Language, string> = { se: "Demosida", en: "Demo page" };

export function demoTitle(pathname: string, language: Language): string {
  return demoTitles[pathname.split("/").pop() ?? ""]?.[language] ?? FALLBACK[language];
}
