// `npm run bench:lighthouse`: Lighthouse with its default settings (a mid-range phone on a
// throttled connection) on the landing, login, pricing and signed-in main pages of the built server, in
// Debian's Chromium. It prints the four category scores of each page against the target of 95, and the
// audits that cost points. Like `npm run bench` it asserts nothing; it is not part of `npm test`.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { signUp } from "../tests/support/http-client";
import { startAppServer } from "../tests/support/server-process";

const TARGET_SCORE = 95;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

interface PageToAudit {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

interface PageScores {
  name: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** The audits of the four categories that did not get full marks, with their score out of 100. */
  lostPoints: string[];
}

/** Runs Lighthouse in a Chromium of its own: a second run in the same browser can lose its trace (NO_NAVSTART). */
async function runLighthouse(url: string, headers: Record<string, string> | undefined) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      extraHeaders: headers ?? null,
    });
  } finally {
    chrome.kill();
  }
}

async function audit(baseUrl: string, page: PageToAudit): Promise<PageScores> {
  let result = await runLighthouse(`${baseUrl}${page.path}`, page.headers);
  // Now and then the trace of a load comes back incomplete (NO_NAVSTART); Lighthouse asks to run again.
  if (result?.lhr.runtimeError) result = await runLighthouse(`${baseUrl}${page.path}`, page.headers);
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.name}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
  ) as PageScores["scores"];
  const lostPoints = CATEGORIES.flatMap((category) =>
    (categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const entry = audits[ref.id];
      if (ref.weight === 0 || !entry || entry.score === null || entry.score === 1) return [];
      return [`${category}: ${entry.id} ${Math.round(entry.score * 100)}`];
    }),
  );
  const { runtimeError } = result.lhr;
  if (runtimeError) {
    lostPoints.unshift(`Lighthouse could not measure the page: ${runtimeError.code} ${runtimeError.message}`);
  }
  return { name: page.name, scores, lostPoints };
}

async function main(): Promise<void> {
  const server = await startAppServer();
  try {
    // The main screen is the signed-in `/`: the session cookie rides along on every request.
    const owner = await signUp(server);
    const pages: PageToAudit[] = [
      { name: "/ (landing)", path: "/" },
      { name: "/login", path: "/login" },
      { name: "/pricing", path: "/pricing" },
      { name: "/ (main screen)", path: "/", headers: { cookie: owner.cookie } },
    ];
    const results: PageScores[] = [];
    for (const page of pages) results.push(await audit(server.url, page));

    console.log(`\nLighthouse (mobile, default settings): scores out of 100, target ${TARGET_SCORE} each`);
    console.log(`${"page".padEnd(18)}${CATEGORIES.map((category) => category.padStart(16)).join("")}`);
    for (const { name, scores } of results) {
      console.log(
        `${name.padEnd(18)}${CATEGORIES.map((category) => String(scores[category]).padStart(16)).join("")}`,
      );
    }
    for (const { name, lostPoints } of results) {
      if (lostPoints.length > 0) console.log(`\n${name} loses points on:\n  ${lostPoints.join("\n  ")}`);
    }
  } finally {
    await server.stop();
  }
}

await main();
