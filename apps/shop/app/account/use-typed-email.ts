// The e-mail address typed into the sign-in widget, so "Glömt lösenordet?" can carry it to
// /page/forgot_password. `input` events are composed: they leave the widget's shadow root at
// its host element, and their composed path names the field, so the shop listens on the host
// and never reaches into the widget.
import { useEffect, useState, type RefObject } from "react";

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function useTypedEmail(host: RefObject<HTMLElement | null>): string | undefined {
  const [email, setEmail] = useState<string>();
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const onInput = (event: Event) => {
      const field = event.composedPath()[0];
      if (!(field instanceof HTMLInputElement)) return;
      const value = field.value.trim();
      if (field.type === "email" || LOOKS_LIKE_EMAIL.test(value)) {
        setEmail(LOOKS_LIKE_EMAIL.test(value) ? value : undefined);
      }
    };
    element.addEventListener("input", onInput);
    return () => element.removeEventListener("input", onInput);
  }, [host]);
  return email;
}
