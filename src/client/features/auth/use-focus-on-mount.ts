import { type RefObject, useEffect, useRef } from "react";

/** Focuses the element once after mount when asked: a form that replaces the one holding focus. */
export function useFocusOnMount<T extends HTMLElement>(shouldFocus: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  const shouldFocusOnMount = useRef(shouldFocus);
  useEffect(() => {
    if (shouldFocusOnMount.current) ref.current?.focus();
  }, []);
  return ref;
}
