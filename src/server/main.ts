import { ConfigError, loadConfig } from "./config";
import { clientDistFolder } from "./paths";
import { startServer } from "./start-server";

try {
  const config = loadConfig();
  await startServer(config, { kind: "static", dir: clientDistFolder });
} catch (error) {
  // Issue 2 §2: a bad setting stops the server with one sentence naming it.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
