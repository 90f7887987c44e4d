import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// `npm run screenshots`: the README's screenshots, taken from the built server as the browser tests
// run it. Not a test suite: it writes docs/screens/ and checks nothing of its own.
export default defineConfig({ ...base, testDir: "tests/screens", timeout: 120_000 });
