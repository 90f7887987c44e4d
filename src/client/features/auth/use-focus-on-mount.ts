import { type RefObject, useEffect, useRef } from "react";

/**
 * Focuses the element once after mount. Each auth form exists to be filled in, so the cursor starts in
 * its first field, whether the screen has just loaded or the form has replaced another one: a keyboard
 * user types at once instead of tabbing past the home link first. Focus the visitor has already put
 * somewhere stays there: a page rendered ahead is hydrated while they type in it (decision 0030).
 */
export function useFocusOnMount<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (focused === null || focused === document.body) ref.current?.focus();
  }, []);
  return ref;
}
