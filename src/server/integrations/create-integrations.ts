import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Clock } from "../services/clock";
import { createAssistant } from "./ai/create-assistant";
import { createMailer } from "./mail/create-mailer";
import { createOfflineProcessor } from "./payments/offline-processor";
import type { PaymentProcessor } from "./payments/payments";
import { createStripeProcessor } from "./payments/stripe-processor";
import { createTelephony } from "./telephony/create-telephony";

/** DESIGN §4: one implementation per seam, chosen from the configuration. */
export function createIntegrations(
  config: Config,
  database: Database,
  clock: Clock,
  log: (line: string) => void,
) {
  const offlineProcessor = config.stripe ? null : createOfflineProcessor({ db: database.db, clock });
  const payments: PaymentProcessor =
    offlineProcessor ??
    createStripeProcessor({
      secretKey: config.stripe!.secretKey,
      webhookSecret: config.stripe!.webhookSecret,
    });
  return {
    mailer: createMailer(config, log),
    telephony: createTelephony(config, log),
    assistant: createAssistant(config),
    payments,
    offlineProcessor,
    stripePublishableKey: config.stripe?.publishableKey ?? null,
  };
}

export type Integrations = ReturnType<typeof createIntegrations>;
