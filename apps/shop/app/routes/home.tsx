import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Kretsbutiken – mobiler, surfplattor, konsoler och elsparkcyklar" },
  {
    name: "description",
    content:
      "Kretsbutiken säljer mobiler, surfplattor, spelkonsoler och elsparkcyklar med reservdelar och tillbehör.",
  },
];

export default function Home() {
  return (
    <main>
      <h1>Kretsbutiken</h1>
      <p>Mobiler, surfplattor, spelkonsoler och elsparkcyklar – med reservdelar och tillbehör.</p>
    </main>
  );
}
