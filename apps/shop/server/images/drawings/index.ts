// Which drawing shows which kind of product. A Record, so a new ProductType fails to compile
// until it has a drawing.
import type { ProductType } from "../../../domain/catalogue/product.ts";
import type { Drawing } from "../drawing.ts";
import { accessory } from "./accessory.ts";
import { audio } from "./audio.ts";
import { bag } from "./bag.ts";
import { consoleDrawing } from "./console.ts";
import { controller } from "./controller.ts";
import { electronic } from "./electronic.ts";
import { fashion } from "./fashion.ts";
import { flower } from "./flower.ts";
import { furniture } from "./furniture.ts";
import { gameBox } from "./game-box.ts";
import { phone, tablet } from "./handheld.ts";
import { scooterPart } from "./scooter-part.ts";
import { scooter } from "./scooter.ts";
import { shoes } from "./shoes.ts";
import { simulation } from "./simulation.ts";
import { vegetables } from "./vegetables.ts";

export const DRAWINGS: Record<ProductType, Drawing> = {
  phone,
  tablet,
  console: consoleDrawing,
  controller,
  game: gameBox,
  scooter,
  scooter_part: scooterPart,
  audio,
  bag,
  simulation,
  accessory,
  fashion,
  flower,
  furniture,
  vegetables,
  electronic,
  shoes,
};
