import { startCalcomStandIn } from "../../src/server/integrations/calendars/calcom-stand-in";
import { E2E_CALCOM_KEY, E2E_EVENT_TYPES } from "./calcom-account";

// The local Cal.com the browser tests' server talks to: playwright.config.ts starts it first, on
// E2E_CALCOM_PORT, and stops it after the run.

const stand = await startCalcomStandIn({
  port: Number(process.env.E2E_CALCOM_PORT),
  accounts: [{ apiKey: E2E_CALCOM_KEY, timeZone: "America/New_York", eventTypes: E2E_EVENT_TYPES }],
});
const stop = () => void stand.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
