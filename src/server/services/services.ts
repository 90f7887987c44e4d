import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Integrations } from "../integrations/create-integrations";
import { createMetrics } from "../observability/metrics";
import { createAccountControlService } from "./account-control";
import { createAccountService } from "./accounts";
import { createAgentRequestService } from "./agent-requests";
import { createAgentService } from "./agents";
import { createApiKeyService } from "./api-keys";
import { createBillingService } from "./billing";
import { createBookingFeedService } from "./booking-feed";
import { createBookingMails } from "./booking-mails";
import { createBookingNotices } from "./booking-notices";
import { createBookingOwnerService } from "./booking-owner";
import { createBookingTexts } from "./booking-texts";
import { createBookingService } from "./bookings";
import { withCalcomAppointments } from "./calcom-appointments";
import { calcomClientsOf, createCalcomConnectionService } from "./calcom-connections";
import { createCallAppointments } from "./call-appointments";
import { createCallService } from "./calls";
import type { Clock } from "./clock";
import { createConversationService } from "./conversations";
import { createDocumentReader } from "./document-text";
import { createKnowledgeService } from "./knowledge";
import { createKnowledgeRetrieval } from "./knowledge-retrieval";
import { createLicenceService } from "./licence";
import { createNotificationService } from "./notifications";
import { createPasswordHasher } from "./passwords";
import { createPaymentSettingsService } from "./payment-settings";
import { createPaymentService } from "./payments";
import { createRateLimiter } from "./rate-limiter";
import { createSecretBox, secretsKeyOf } from "./secret-box";
import type { FailureLog } from "./service-deps";
import { createSessionService } from "./sessions";
import { createSupportService } from "./support";
import { createWebhookService } from "./webhooks";
import { createWeeklyReports } from "./weekly-reports";

export type ServiceDeps = {
  config: Config;
  database: Database;
  integrations: Integrations;
  clock: Clock;
  /** Where failures that must not stop a request are reported (a mail that did not go). */
  log: FailureLog;
};

export function createServices({ config, database, integrations, clock, log }: ServiceDeps) {
  const { mailer, telephony, assistant } = integrations;
  const db = database.db;
  const metrics = createMetrics(db);
  const limiter = createRateLimiter(db, clock);
  const hasher = createPasswordHasher(config.passwordHashMemoryKiB);
  const sessions = createSessionService(db, clock, config.session, database.changes);
  const notifications = createNotificationService({ db, clock, mailer, log });
  // Owners' secrets the product must read back are sealed with SECRETS_KEY (docs/decisions/0029).
  const secrets = createSecretBox(secretsKeyOf(config));
  const webhooks = createWebhookService({ db, clock, sender: integrations.webhookSender, secrets });
  const payments = createPaymentService({
    db,
    clock,
    processor: integrations.payments,
    mailer,
    onUserChanged: database.changes.changed,
    onSettled: (purpose) => metrics.paymentsSettled.inc({ purpose }),
    notifications,
    publicUrl: config.publicUrl,
  });
  const bookingTexts = createBookingTexts({
    db,
    telephony,
    reconcileBalance: payments.reconcileBalance,
    log,
  });
  const calcomClients = calcomClientsOf({
    baseUrl: config.calcom.apiUrl,
    timeoutMs: config.calcom.timeoutMs,
  });
  const bookingNotices = createBookingNotices({
    db,
    clock,
    texts: bookingTexts,
    mails: createBookingMails({ db, mailer }),
    log,
  });
  const bookings = createBookingService({ db, clock, notices: bookingNotices, webhooks: webhooks.queue });
  return {
    clock,
    secrets,
    metrics,
    limiter,
    sessions,
    assistant,
    telephony,
    accounts: createAccountService({
      db,
      clock,
      hasher,
      mailer,
      limiter,
      onUserChanged: database.changes.changed,
      signupsPerHourPerAddress: config.signupsPerHourPerAddress,
      publicUrl: config.publicUrl,
      log,
    }),
    agents: createAgentService({
      db,
      changes: database.changes,
      clock,
      telephony,
      afterDebit: payments.reconcileBalance,
      notifications,
    }),
    knowledge: createKnowledgeService({
      db,
      limiter,
      documents: createDocumentReader(),
      embedder: integrations.embedder,
      log,
    }),
    bookings,
    bookingNotices,
    bookingFeed: createBookingFeedService({ db, clock }),
    calcom: createCalcomConnectionService({ db, clock, secrets, clients: calcomClients }),
    bookingOwner: createBookingOwnerService({ db, clock, book: bookings, texts: bookingTexts }),
    conversations: createConversationService({
      db,
      clock,
      // src/server/services/conversation-saves.ts: sharing statements pays on PostgreSQL only.
      maxSavesPerStatement: database.kind === "postgres" ? 50 : 1,
    }),
    billing: createBillingService({ db, changes: database.changes, afterDebit: payments.reconcileBalance }),
    agentRequests: createAgentRequestService({ db, mailer, limiter, supportEmail: config.mail.supportEmail }),
    payments,
    licence: createLicenceService({
      db,
      clock,
      processor: integrations.payments,
      paymentService: payments,
      notifications,
      onUserChanged: database.changes.changed,
    }),
    notifications,
    support: createSupportService({ db, clock, mailer, limiter, supportEmail: config.mail.supportEmail }),
    weeklyReports: createWeeklyReports({ db, clock, notifications }),
    apiKeys: createApiKeyService({ db, clock, limiter }),
    webhooks,
    calls: createCallService({
      db,
      clock,
      engine: integrations.conversationEngine,
      telephony,
      mailer,
      reconcileBalance: payments.reconcileBalance,
      notifications,
      publicUrl: config.publicUrl,
      observers: {
        firstText: (transport, seconds) => metrics.turnFirstText.observe({ transport }, seconds),
        fillerSpoken: () => metrics.fillersSpoken.inc(),
        modelFirstToken: (seconds) => metrics.modelFirstToken.observe(seconds),
        modelFailed: () => metrics.modelFailures.inc(),
        inventedFiguresReplaced: (callId, figures) => {
          metrics.inventedFiguresReplaced.inc();
          const kinds = [...new Set(figures.map((figure) => figure.kind))].join(", ");
          log(
            `call ${callId}: a reply stated ${kinds} figures the agent was never given; the caller heard that it does not know`,
            undefined,
          );
        },
      },
      knowledge: createKnowledgeRetrieval(db, integrations.embedder, log, database.turnRead),
      log,
      knowledgeWaitMs: config.voice.knowledgeWaitMs,
      webhooks: webhooks.queue,
      appointments: withCalcomAppointments(
        { db, clock, secrets, clients: calcomClients, notices: bookingNotices, webhooks: webhooks.queue },
        createCallAppointments(bookings, clock),
      ),
    }),
    accountControl: createAccountControlService({
      publicUrl: config.publicUrl,
      db,
      clock,
      hasher,
      mailer,
      limiter,
      sessions,
      telephony,
      processor: integrations.payments,
      changes: database.changes,
      log,
    }),
    paymentSettings: createPaymentSettingsService({
      db,
      clock,
      processor: integrations.payments,
      payments,
      limiter,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
