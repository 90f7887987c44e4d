import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createServer as createViteServer } from "vite";
import { ConfigError, loadConfig } from "./config";
import { projectRoot } from "./paths";
import { startServer } from "./start-server";

// `npm run dev`: the API and Vite's hot reload on one port.
try {
  const config = loadConfig();
  const vite = await createViteServer({
    root: projectRoot,
    server: { middlewareMode: true },
    appType: "custom",
  });
  await startServer(config, {
    kind: "dev",
    middlewares: vite.middlewares,
    renderIndexHtml: async (url) =>
      vite.transformIndexHtml(url, await readFile(join(projectRoot, "index.html"), "utf8")),
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
