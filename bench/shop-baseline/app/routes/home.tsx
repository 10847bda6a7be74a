export const meta = () => [
  { title: "Baslinje" },
  { name: "description", content: "En tom React Router-sida utan skal, som jämförelse." },
];

export default function Home() {
  return (
    <main>
      <h1>Baslinje</h1>
      <p>En tom React Router-sida utan skal.</p>
    </main>
  );
}
