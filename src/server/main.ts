import { ConfigError, loadConfig } from "./config";
import { errorForLog } from "./http/log-privacy";
import { clientDistFolder } from "./paths";
import { startServer } from "./start-server";

try {
  const config = loadConfig();
  await startServer(config, { kind: "static", dir: clientDistFolder });
} catch (error) {
  // A bad setting stops the server with one sentence naming it.
  // Any other failure to start is logged as errors are: without the values of a failed query.
  console.error(error instanceof ConfigError ? error.message : errorForLog(error).stack);
  process.exit(1);
}
