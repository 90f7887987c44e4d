import type { Config } from "../config";
import type { Database } from "../db/client";
import { createConversationEngine } from "../services/call-engine/create-conversation-engine";
import type { Clock } from "../services/clock";
import { createAssistant } from "./ai/create-assistant";
import { createEmbedder } from "./ai/embeddings";
import { createMailer } from "./mail/create-mailer";
import { createChatModel } from "./model/create-chat-model";
import { createOfflineProcessor } from "./payments/offline-processor";
import type { PaymentProcessor } from "./payments/payments";
import { createStripeProcessor } from "./payments/stripe-processor";
import { createTelephony } from "./telephony/create-telephony";
import { createWebhookSender } from "./webhooks/webhook-sender";

/** One implementation per seam, chosen from the configuration. */
export function createIntegrations(
  config: Config,
  database: Database,
  clock: Clock,
  log: (line: string) => void,
  /** Where failures that must not stop a request are reported (the model failing during a call). */
  logError: (message: string, error: unknown) => void,
) {
  const model = createChatModel(config);
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
    assistant: createAssistant(model),
    conversationEngine: createConversationEngine(
      model,
      (error) => logError("the model failed during a call", error),
      config.voice.modelPacing,
    ),
    /** Passages' vectors, when AI_EMBEDDING_MODEL names a model; else passages are found by words alone. */
    embedder: createEmbedder(config),
    payments,
    offlineProcessor,
    /**
     * Owners' webhooks: the DNS and HTTPS. It reaches out only to URLs an owner registered, so an
     * offline machine without any needs no stand-in; tests inject a resolver and a local receiver.
     */
    webhookSender: createWebhookSender(),
    stripePublishableKey: config.stripe?.publishableKey ?? null,
  };
}

export type Integrations = ReturnType<typeof createIntegrations>;
