import { describe, expect, it } from "vitest";
import { breadcrumbPath, devicePaths } from "./category-paths.ts";

const TAGS = "/globalt-allmant/taggar-for-filterfunktion";
const BAGS = "/globalt-allmant/vaskor-och-fodral";

describe("category paths", () => {
  it.each([
    [["/apple/iphone", TAGS], ["/apple/iphone"], "/apple/iphone"],
    [[TAGS, "/playstation/ps5"], ["/playstation/ps5"], "/playstation/ps5"],
    [[BAGS, TAGS], [], BAGS],
    [[TAGS], [], undefined],
    [[], [], undefined],
  ])("%j: devices %j, breadcrumb %s", (categoryPaths, devices, crumb) => {
    expect(devicePaths({ categoryPaths })).toEqual(devices);
    expect(breadcrumbPath({ categoryPaths })).toBe(crumb);
  });
});
