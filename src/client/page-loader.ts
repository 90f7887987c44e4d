// docs/decisions/0030: the only script a page rendered ahead loads before the visitor interacts with
// it. The page's text and links work without any code; the app (React, the router, the page's own
// chunk) is fetched at the first press, touch, key or focus, and hydrates the page. A button pressed or
// a form sent meanwhile is pressed again once React has the page, so no first input is lost; what is
// typed stays in its field, and the field's state takes it as it hydrates (src/client/ui/text-field.tsx).
// It shares no code with the app: every byte here is paid before the first interaction.
import {
  HYDRATE_ON_SCROLL_ATTRIBUTE,
  PAGE_CODE_ELEMENT_ID,
  PAGE_HYDRATING_EVENT,
} from "../shared/page-hydration";

/** What starts loading the app: the visitor's first contact with the page. */
const FIRST_INTERACTIONS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

type Stage = "waiting" | "loading" | "handed-over";

/** The modules the page hydrates with, as the server lists them: the app's entry first. */
function modulesOfThePage(): string[] {
  try {
    const modules: unknown = JSON.parse(document.getElementById(PAGE_CODE_ELEMENT_ID)?.textContent ?? "");
    return Array.isArray(modules) ? modules.filter((module) => typeof module === "string") : [];
  } catch {
    return [];
  }
}

/** Fetches a module without running it; a failed fetch leaves no link behind, so a later try fetches again. */
function fetchModule(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`${url} could not be fetched`));
    };
    document.head.append(link);
  });
}

function startLoader(): void {
  const modules = modulesOfThePage();
  const [entry] = modules;
  if (entry === undefined) return;
  const entryUrl: string = entry;
  let stage: Stage = "waiting";
  // The presses to make again once React answers them.
  let pressed: HTMLElement[] = [];

  function load(): void {
    if (stage !== "waiting") return;
    stage = "loading";
    // Every module is fetched at once rather than as each import is read, and the entry runs only when
    // all have come: the app hydrates in one step, or not yet.
    Promise.all(modules.map(fetchModule))
      .then(() => import(/* @vite-ignore */ entryUrl))
      .catch(() => {
        // The page stays as it was sent, its links working; the next interaction tries again.
        stage = "waiting";
        pressed = [];
      });
  }

  function onFirstInteraction(event: Event): void {
    // The browser's own focus on a field marked autofocus is not the visitor's doing.
    if (
      event.type === "focusin" &&
      event.target instanceof Element &&
      event.target.hasAttribute("autofocus")
    ) {
      return;
    }
    load();
  }

  /** A press on a button before React answers it: kept, and made again once React has the page. */
  function onClick(event: MouseEvent): void {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button) return;
    // Nor may a submit button send its form the browser's way, with the fields in the address.
    event.preventDefault();
    if (pressed.at(-1) !== button) pressed.push(button);
    load();
  }

  /** A form sent without a press (Enter in a form with no submit button): its first submit button is pressed. */
  function onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const submitter =
      event.submitter ?? form?.querySelector<HTMLElement>('button[type="submit"], button:not([type])');
    if (submitter instanceof HTMLButtonElement && pressed.at(-1) !== submitter) pressed.push(submitter);
    load();
  }

  const listening: Array<[string, EventListener]> = [
    ...FIRST_INTERACTIONS.map((type): [string, EventListener] => [type, onFirstInteraction]),
    ["click", onClick as EventListener],
    ["submit", onSubmit as EventListener],
  ];
  if (document.querySelector(`[${HYDRATE_ON_SCROLL_ATTRIBUTE}]`)) listening.push(["scroll", load]);
  for (const [type, listener] of listening) {
    document.addEventListener(type, listener, {
      capture: true,
      passive: type !== "click" && type !== "submit",
    });
  }

  document.addEventListener(
    PAGE_HYDRATING_EVENT,
    () => {
      stage = "handed-over";
      for (const [type, listener] of listening)
        document.removeEventListener(type, listener, { capture: true });
      // React hydrates the part of the page a press lands in before it handles the press (its replay of
      // discrete events), so each press reaches the handler the visitor meant.
      for (const button of pressed.splice(0)) if (button.isConnected) button.click();
    },
    { once: true },
  );
}

startLoader();
