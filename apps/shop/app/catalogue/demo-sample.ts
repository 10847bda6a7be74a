// How many products the template's demo pages (routes/voxo-plus/) and the admin's lists compute
// over: the first ones by id, all of the demo catalogue, a bounded part of a large one.
export const DEMO_SAMPLE = 500;
