// /home/electronic_demo, which the spec also names: the template's electronics home page lives
// under /voxo_plus/ with the other demo pages, so this address points there for good.
import { redirect } from "react-router";
import type { Route } from "./+types/electronic-demo";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/voxo_plus/home/electronic_demo${new URL(request.url).search}`, 301);
}
