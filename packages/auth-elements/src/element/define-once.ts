// A tag is defined once per page: a second register() call keeps the first definition, as the
// official widget does, instead of throwing.
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (customElements.get(tag) === undefined) customElements.define(tag, element);
}
