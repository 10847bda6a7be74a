// A search box with typeahead, following the ARIA 1.2 combobox pattern (list autocomplete
// without automatic selection): the input is the combobox, the suggestions a listbox it
// controls; focus stays in the input and aria-activedescendant names the highlighted option.
// ArrowDown/ArrowUp move (and open the list), Enter follows the highlighted option or else
// submits the search, Escape closes the list and then clears the box. A live region says how
// many suggestions there are. Without JavaScript it is a plain GET form to the results page.
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import type { Suggestion } from "../catalogue/search/suggestion.ts";
import { SearchIcon } from "../components/icons.tsx";
import { Price } from "../components/price.tsx";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import { useSuggestions } from "./use-suggestions.ts";

type Option = { kind: "product"; suggestion: Suggestion } | { kind: "all"; count: number };

export interface SearchComboboxProps {
  id: string;
  /** The query already searched for (a results page's box). */
  defaultValue?: string;
  /** The results page the form submits to. */
  action?: string;
}

export function SearchCombobox({
  id,
  defaultValue = "",
  action = "/page/search",
}: SearchComboboxProps) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  // A query already in the box (the results page's) asks for nothing until the shopper types.
  const [typed, setTyped] = useState(false);
  const response = useSuggestions(typed ? value : "", language);

  const options: Option[] = response
    ? [
        ...response.suggestions.map((suggestion) => ({ kind: "product" as const, suggestion })),
        ...(response.total > 0 ? [{ kind: "all" as const, count: response.total }] : []),
      ]
    : [];
  const open = focused && !dismissed && options.length > 0;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // New suggestions: nothing highlighted yet. A new page: the list has done its job.
  // (State adjusted while rendering, React's pattern for "reset when X changes".)
  const [shownResponse, setShownResponse] = useState(response);
  if (shownResponse !== response) {
    setShownResponse(response);
    setActive(-1);
  }
  const [shownPage, setShownPage] = useState(location.key);
  if (shownPage !== location.key) {
    setShownPage(location.key);
    setDismissed(true);
    setActive(-1);
  }

  function choose(option: Option) {
    setDismissed(true);
    setActive(-1);
    if (option.kind === "product") void navigate(option.suggestion.url);
    else form.current?.requestSubmit();
  }

  function onPress(event: MouseEvent, option: Option) {
    event.preventDefault();
    if (event.button === 0) choose(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === "ArrowDown";
      setDismissed(false);
      setActive((current) => {
        if (!open) return down ? 0 : count - 1;
        if (current === -1) return down ? 0 : count - 1;
        return (current + (down ? 1 : count - 1)) % count;
      });
    } else if (event.key === "Enter") {
      const option = open ? options[active] : undefined;
      if (!option) return; // the form submits to the results page
      event.preventDefault();
      choose(option);
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setDismissed(true);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        setValue("");
      }
    }
  }

  const announcement =
    focused && response
      ? response.suggestions.length === 0
        ? t("search.announce.none")
        : response.suggestions.length === 1
          ? t("search.announce.one")
          : t("search.announce.many", { count: response.suggestions.length })
      : "";

  return (
    <Form
      ref={form}
      method="get"
      action={action}
      role="search"
      className="flex w-full max-w-xl"
      onSubmit={() => setDismissed(true)}
    >
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <div className="relative min-w-0 flex-1">
        <input
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          value={value}
          placeholder={t("search.placeholder")}
          onChange={(event) => {
            setValue(event.target.value);
            setTyped(true);
            setDismissed(false);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
          className="w-full rounded-s-control border border-line bg-surface px-3 py-2 text-ink"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t("search.suggestions")}
          hidden={!open}
          className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-card border border-line bg-surface py-1 shadow-lg"
        >
          {options.map((option, index) => (
            <li
              key={option.kind === "product" ? option.suggestion.id : "all"}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // On press, not click: focus stays in the input, and the list is still open.
              onMouseDown={(event) => onPress(event, option)}
              className={`flex cursor-pointer items-center gap-3 border-s-4 px-3 py-2 ${
                index === active ? "border-primary bg-surface-muted" : "border-transparent"
              }`}
            >
              {option.kind === "product" ? (
                <SuggestionRow suggestion={option.suggestion} active={index === active} />
              ) : (
                <span className={`font-semibold ${index === active ? "underline" : ""}`}>
                  {t("search.showAll", { count: option.count })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="submit"
        className="rounded-e-control bg-primary px-3 text-on-primary"
        aria-label={t("search.submit")}
      >
        <SearchIcon />
      </button>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </Form>
  );
}

function SuggestionRow({ suggestion, active }: { suggestion: Suggestion; active: boolean }) {
  return (
    <>
      {suggestion.thumbnail ? (
        <img
          src={suggestion.thumbnail}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="size-10 shrink-0 rounded-control bg-surface-muted"
        />
      ) : (
        <span className="size-10 shrink-0" />
      )}
      <span className="min-w-0 flex-1">
        <span className={`block truncate font-medium ${active ? "underline" : ""}`}>
          {suggestion.name}
        </span>
        <span className="block text-xs text-ink-muted">{suggestion.brand}</span>
      </span>
      <span className="shrink-0 text-sm font-semibold">
        <Price ore={suggestion.price} />
      </span>
    </>
  );
}
