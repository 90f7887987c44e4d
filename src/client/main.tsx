import "./theme.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PAGE_HYDRATING_EVENT, PRERENDERED_ROOT_ATTRIBUTE } from "../shared/page-hydration";
import { App, loadFirstScreen } from "./app";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html must contain an element with id 'root'.");
const renderedAhead = rootElement.hasAttribute(PRERENDERED_ROOT_ATTRIBUTE);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The loading state of index.html stays on screen meanwhile; a failure is the lazy page's to report.
// A page rendered ahead (decision 0030) was fetched by its loader at the visitor's first interaction:
// React takes over its markup as it is, then the loader hands it the presses it kept; without its code
// it stays as it was sent, its text and links working.
// Not a top-level await: with one, the bundler moves React and the shared code out of this entry into
// chunks of their own (a lazy page imports them, and the entry would be waiting for it), and the page
// needs more scripts before its first paint.
void loadFirstScreen(renderedAhead).then(
  () => {
    if (!renderedAhead) return void createRoot(rootElement).render(app);
    hydrateRoot(rootElement, app);
    document.dispatchEvent(new Event(PAGE_HYDRATING_EVENT));
  },
  () => renderedAhead || createRoot(rootElement).render(app),
);
