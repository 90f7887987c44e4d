import "./theme.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, loadFirstScreen } from "./app";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html must contain an element with id 'root'.");

// The loading state of index.html stays on screen meanwhile; a failure is the lazy page's to report.
await loadFirstScreen().catch(() => undefined);

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
