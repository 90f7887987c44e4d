import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Clock } from "../services/clock";
import { createAssistant } from "./ai/create-assistant";
import { createMailer } from "./mail/create-mailer";
import { createOfflineProcessor } from "./payments/offline-processor";
import { createTelephony } from "./telephony/create-telephony";

/** DESIGN §4: one implementation per seam, chosen from the configuration. */
export function createIntegrations(
  config: Config,
  database: Database,
  clock: Clock,
  log: (line: string) => void,
) {
  const offlineProcessor = createOfflineProcessor({ db: database.db, clock });
  return {
    mailer: createMailer(config, log),
    telephony: createTelephony(config),
    assistant: createAssistant(config),
    payments: offlineProcessor,
    offlineProcessor,
  };
}

export type Integrations = ReturnType<typeof createIntegrations>;
