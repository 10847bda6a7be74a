import { Form } from "react-router";
import { SearchIcon } from "../../components/icons.tsx";
import { useT } from "../../i18n/use-t.ts";

export function SearchForm({ id }: { id: string }) {
  const t = useT();
  return (
    <Form method="get" action="/page/search" role="search" className="flex w-full max-w-xl">
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder={t("search.placeholder")}
        className="min-w-0 flex-1 rounded-s-control border border-line bg-surface px-3 py-2 text-ink"
      />
      <button
        type="submit"
        className="rounded-e-control bg-primary px-3 text-on-primary"
        aria-label={t("search.submit")}
      >
        <SearchIcon />
      </button>
    </Form>
  );
}
