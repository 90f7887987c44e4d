import "./theme.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, loadFirstScreen } from "./app";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html must contain an element with id 'root'.");

// The loading state of index.html stays on screen meanwhile; a failure is the lazy page's to report.
// Not a top-level await: with one, the bundler moves React and the shared code out of this entry into
// chunks of their own (a lazy page imports them, and the entry would be waiting for it), and the page
// needs more scripts before its first paint.
void loadFirstScreen()
  .catch(() => undefined)
  .then(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
