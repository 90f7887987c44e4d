import { WEBHOOK_VERIFICATION_SNIPPET } from "../../../shared/catalog/webhook-verification";
import {
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_SIGNATURE_HEADER,
} from "../../../shared/catalog/webhooks";
import { CopyableCode } from "./documentation-parts";

const inlineCode = "font-mono text-sm text-foreground";

/** The API reference's part on webhooks: the events, the headers, retries and checking the signature. */
export function WebhooksReference() {
  return (
    <>
      <h3 className="text-lg font-semibold text-foreground">Webhooks</h3>
      <p>
        Plus subscribers can have Switchboard POST events to their own HTTPS URLs: add one in Settings, under
        Webhooks, and choose its events. Each URL has its own signing secret, shown once when it is added. A
        URL whose name points to a private, loopback or link-local address is refused, then and before every
        delivery. Redirects are not followed.
      </p>
      <p>
        With an API key that may write, the same URLs are added (
        <code className={inlineCode}>POST /api/webhooks</code>), changed (
        <code className={inlineCode}>PUT /api/webhooks/{"{id}"}</code> with the whole new{" "}
        <code className={inlineCode}>url</code> and <code className={inlineCode}>events</code>, checked as
        when it was added; its signing secret stays, and deliveries still pending go to the new URL), tested
        and removed (each is described above, under Endpoints for API keys).
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <div key={type} className="contents">
            <dt className="font-mono text-foreground">{type}</dt>
            <dd>{WEBHOOK_EVENT_DESCRIPTIONS[type]}</dd>
          </div>
        ))}
      </dl>
      <p>
        The body is JSON:{" "}
        <code className={`${inlineCode} break-all`}>{'{ "id", "type", "createdAt", "data" }'}</code>. Every
        delivery carries <code className={inlineCode}>{WEBHOOK_EVENT_HEADER}</code> (the type),{" "}
        <code className={inlineCode}>{WEBHOOK_EVENT_ID_HEADER}</code> (the event's id, the same on every
        retry: use it to handle an event once) and{" "}
        <code className={inlineCode}>{WEBHOOK_SIGNATURE_HEADER}</code>:{" "}
        <code className={`${inlineCode} break-all`}>t=&lt;unix seconds&gt;,v1=&lt;hex HMAC-SHA256&gt;</code>{" "}
        of <code className={inlineCode}>&lt;t&gt;.&lt;raw body&gt;</code> with the URL's signing secret.
      </p>
      <p>
        Answer with any 2xx status within 10 seconds. Anything else, or no answer, is retried after 30
        seconds, then twice as long each time (at most an hour apart), for {WEBHOOK_RETRY_HOURS} hours. An
        event may arrive more than once, and events may arrive out of order. Settings shows the latest
        deliveries with the last answer.
      </p>
      <CopyableCode
        title="Checking the signature (Node.js)"
        code={WEBHOOK_VERIFICATION_SNIPPET}
        copyLabel="Copy the check"
        failureHint="Select the code and copy it yourself."
      />
    </>
  );
}
