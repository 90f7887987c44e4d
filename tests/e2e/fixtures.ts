import { test as base } from "@playwright/test";

// Every browser test runs with a record of what the page did, printed only when the test fails, so a
// failure that does not reproduce still says what happened: which element each press and click
// reached, which dialogs, alerts and status messages came and went, what the console reported, and
// where focus ended. The record starts again with each page load.

type PageRecord = { entries: string[] };

export const test = base.extend<{ failureRecord: void }>({
  failureRecord: [
    async ({ page }, use, testInfo) => {
      const consoleLines: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") {
          consoleLines.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on("pageerror", (error) => consoleLines.push(`uncaught: ${error.message}`));
      await page.addInitScript(() => {
        const record: PageRecord = { entries: [] };
        (window as unknown as { __failureRecord: PageRecord }).__failureRecord = record;
        let step = 0;
        const note = (text: string) => {
          record.entries.push(`${++step} ${text}`);
          if (record.entries.length > 80) record.entries.shift();
        };
        const nameOf = (node: EventTarget | null) => {
          if (!(node instanceof Element)) return String(node);
          const name = node.getAttribute("aria-label") ?? node.textContent?.trim().slice(0, 40) ?? "";
          return `${node.tagName.toLowerCase()}${node.getAttribute("role") ? `[${node.getAttribute("role")}]` : ""} "${name}"`;
        };
        for (const type of ["pointerdown", "pointerup", "click", "keydown"]) {
          document.addEventListener(type, (event) => note(`${type} on ${nameOf(event.target)}`), true);
        }
        const watched = "[role=dialog], [role=alertdialog], [role=alert], [role=status]";
        new MutationObserver((mutations) => {
          for (const mutation of mutations) {
            for (const node of mutation.addedNodes) {
              if (node instanceof Element && (node.matches(watched) || node.querySelector(watched))) {
                note(`shown: ${nameOf(node.matches(watched) ? node : node.querySelector(watched))}`);
              }
            }
            for (const node of mutation.removedNodes) {
              if (node instanceof Element && (node.matches(watched) || node.querySelector(watched))) {
                note(`removed: ${nameOf(node.matches(watched) ? node : node.querySelector(watched))}`);
              }
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const pageState = await page
        .evaluate(() => ({
          entries: (window as unknown as { __failureRecord?: PageRecord }).__failureRecord?.entries ?? [],
          focus: document.activeElement
            ? `${document.activeElement.tagName.toLowerCase()} "${document.activeElement.getAttribute("aria-label") ?? document.activeElement.textContent?.trim().slice(0, 40) ?? ""}"`
            : "none",
          url: location.href,
        }))
        .catch((error: unknown) => ({
          entries: [`the page could not be read: ${String(error)}`],
          focus: "?",
          url: "?",
        }));
      console.log(
        [
          `--- what the page did in "${testInfo.title}" (since its last load), at ${pageState.url}`,
          ...pageState.entries,
          `focus at the end: ${pageState.focus}`,
          ...(consoleLines.length > 0 ? ["console:", ...consoleLines.slice(-20)] : []),
          "---",
        ].join("\n"),
      );
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
