import { SearchCombobox, type SearchComboboxProps } from "../../search/search-combobox.tsx";

/** The shop's search box: a typeahead combobox that submits to a results page. */
export function SearchForm(props: SearchComboboxProps) {
  return <SearchCombobox {...props} />;
}
