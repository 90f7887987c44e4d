import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The repository root, whatever the working directory of the process that loads this file.
const projectRoot = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: projectRoot,
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  resolve: {
    // The browser's zod never tries eval, which the Content-Security-Policy refuses (src/client/zod-without-eval.ts).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL("src/client/zod-without-eval.ts", import.meta.url)),
      },
    ],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // The landing-page size benchmark reads dist/client/.vite/manifest.json to find the chunks it loads.
    manifest: true,
    target: "es2022",
  },
});
