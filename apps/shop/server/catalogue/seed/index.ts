// The demo catalogue: our electronics by family, then the template's demo types. The
// filter-tag page's path is added here to every product with a tag (see tags.ts), so that
// rule lives in one place rather than in each product.
import { accessories } from "./accessories.ts";
import { audioProducts } from "./audio.ts";
import { bags } from "./bags.ts";
import { consoles } from "./consoles.ts";
import { controllers } from "./controllers.ts";
import { demoElectronic } from "./demo-electronic.ts";
import { demoFashion } from "./demo-fashion.ts";
import { demoFlowers } from "./demo-flowers.ts";
import { demoFurniture } from "./demo-furniture.ts";
import { demoShoes } from "./demo-shoes.ts";
import { demoVegetables } from "./demo-vegetables.ts";
import { demoEnergyLabels } from "./energy-labels.ts";
import { games } from "./games.ts";
import { applePhones } from "./phones-apple.ts";
import { huaweiPhones } from "./phones-huawei.ts";
import { samsungPhones } from "./phones-samsung.ts";
import { sonyPhones } from "./phones-sony.ts";
import { repairParts } from "./repair-parts.ts";
import { scooterParts } from "./scooter-parts.ts";
import { scooters } from "./scooters.ts";
import type { SeedProduct } from "./seed-product.ts";
import { simulation } from "./simulation.ts";
import { tablets } from "./tablets.ts";
import { TAG_PAGE_PATH } from "./tags.ts";

function listOnTagPage(product: SeedProduct): SeedProduct {
  if (product.tags.length === 0) return product;
  return { ...product, categoryPaths: [...product.categoryPaths, TAG_PAGE_PATH] };
}

/** Phones and tablets get their demo energy label (energy-labels.ts) kept beside them, not in each. */
function withEnergyLabel(product: SeedProduct): SeedProduct {
  const energyLabel = demoEnergyLabels.get(product.id);
  return energyLabel ? { ...product, energyLabel } : product;
}

export const seedProducts: SeedProduct[] = [
  ...applePhones,
  ...samsungPhones,
  ...huaweiPhones,
  ...sonyPhones,
  ...tablets,
  ...consoles,
  ...controllers,
  ...games,
  ...simulation,
  ...audioProducts,
  ...bags,
  ...accessories,
  ...scooters,
  ...scooterParts,
  ...repairParts,
  ...demoFashion,
  ...demoFlowers,
  ...demoFurniture,
  ...demoVegetables,
  ...demoElectronic,
  ...demoShoes,
].map((product) => withEnergyLabel(listOnTagPage(product)));
