import { SearchCombobox } from "../../search/search-combobox.tsx";

/** The shop's search box: a typeahead combobox that submits to /page/search. */
export function SearchForm({ id, defaultValue }: { id: string; defaultValue?: string }) {
  return <SearchCombobox id={id} defaultValue={defaultValue} />;
}
