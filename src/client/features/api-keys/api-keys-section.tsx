import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { API_KEY_SCOPES, type ApiKeyScope, CreateApiKeyRequestSchema } from "../../../shared/api/calls";
import { errorMessageOf } from "../../api/error-details";
import { toastFailure } from "../../api/failure-toast";
import { QueryResult } from "../../api/query-result";
import { useSession } from "../../api/session";
import { monthDayYear } from "../../dates";
import { bindField } from "../../forms/bind-field";
import { maxLengthOf } from "../../forms/form-validation";
import { useSchemaForm } from "../../forms/use-schema-form";
import { ChoiceField } from "../../ui/choice-field";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { HeadedRegion } from "../../ui/headed-region";
import { OneTimeSecret } from "../../ui/one-time-secret";
import { PendingButton } from "../../ui/pending-button";
import { RemoveButton } from "../../ui/remove-button";
import { TextField } from "../../ui/text-field";
import { toast } from "../../ui/toast-store";
import { PlusOnlyNotice } from "../billing/plus-only-notice";
import { type ApiKey, useApiKeys, useCreateApiKey, useRevokeApiKey } from "./api-keys-api";

const NAME_MAX = maxLengthOf(CreateApiKeyRequestSchema.shape.name);

const formatKeyDate = (timestamp: string) => monthDayYear(new Date(timestamp));

/** Shown once: the secret, to copy now, with the warning that it will not be shown again. */
function NewSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  return (
    <OneTimeSecret
      title={`Your new key "${name}"`}
      label="API key"
      secret={secret}
      copiedToast={{ title: "Key copied", description: `The key "${name}" is on your clipboard.` }}
      failureHint="Select the key in the field and copy it yourself."
      onDone={onDone}
    >
      Copy it now and keep it somewhere safe: it won't be shown again. If you lose it, revoke it and create
      another.
    </OneTimeSecret>
  );
}

const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: "Read only",
  write: "Read and write",
};

function CreateKeyForm({ onCreated }: { onCreated: (created: { name: string; secret: string }) => void }) {
  const form = useSchemaForm(CreateApiKeyRequestSchema, { name: "", scope: "read" as ApiKeyScope });
  const createKey = useCreateApiKey();

  // Every refusal of the key shows under its name.
  const submit = form.submitWith((request) =>
    createKey.mutate(request, {
      onSuccess: ({ apiKey, secret }) => {
        form.setValues({ name: "", scope: "read" });
        onCreated({ name: apiKey.name, secret });
      },
      onError: (failure) =>
        form.setError("name", errorMessageOf(failure, "The key could not be created. Please try again.")),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label="Key name"
        hint="Say where the key is used, for example “Booking system”."
        fieldClassName="min-w-0 flex-1"
        maxLength={NAME_MAX}
        autoComplete="off"
        {...bindField(form, "name")}
        name="apiKeyName"
      />
      <ChoiceField
        label="Access"
        hint="Write also creates, changes and deletes."
        items={API_KEY_SCOPES}
        value={form.values.scope}
        itemLabel={(scope) => SCOPE_LABELS[scope]}
        onChoose={(scope) => form.setValue("scope", scope)}
      />
      <PendingButton type="submit" isPending={createKey.isPending} icon={Plus} className="sm:mt-7">
        Create key
      </PendingButton>
    </form>
  );
}

function RevokeKeyDialog({
  apiKey,
  onOpenChange,
}: {
  apiKey: ApiKey | null;
  onOpenChange: (open: boolean) => void;
}) {
  const revokeKey = useRevokeApiKey();
  return apiKey ? (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={`Revoke "${apiKey.name}"?`}
      description="Programs using this key are refused from now on. This cannot be undone."
      confirmLabel="Revoke key"
      mutation={revokeKey}
      variables={apiKey}
      onConfirmed={() => toast({ title: "Key revoked", description: `"${apiKey.name}" no longer works.` })}
      onFailed={(error) =>
        toastFailure("Revoke failed", error, "The key could not be revoked. Please try again.")
      }
    />
  ) : null;
}

function KeyList({ apiKeys, onRevoke }: { apiKeys: readonly ApiKey[]; onRevoke: (apiKey: ApiKey) => void }) {
  return (
    <ul className="flex flex-col gap-2">
      {apiKeys.map((apiKey) => (
        <li
          key={apiKey.id}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-border bg-surface p-4"
        >
          <KeyRound aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{apiKey.name}</p>
            <p className="text-sm text-muted-foreground">
              <span className="font-mono">{apiKey.prefix}…</span>
              {" · "}
              {SCOPE_LABELS[apiKey.scope]}
              {" · "}Created {formatKeyDate(apiKey.createdAt)}
              {" · "}
              {apiKey.lastUsedAt ? `Last used ${formatKeyDate(apiKey.lastUsedAt)}` : "Never used"}
            </p>
          </div>
          <RemoveButton aria-label={`Revoke ${apiKey.name}`} onClick={() => onRevoke(apiKey)}>
            Revoke
          </RemoveButton>
        </li>
      ))}
    </ul>
  );
}

/**
 * API keys for Plus subscribers, for `Authorization: Bearer` on the agents and calls
 * endpoints. A key's secret is shown once, when it is created; revoking asks first.
 */
export function ApiKeysSection() {
  const { user } = useSession();
  const apiKeys = useApiKeys();
  const [newSecret, setNewSecret] = useState<{ name: string; secret: string } | null>(null);
  const [keyToRevoke, setKeyToRevoke] = useState<ApiKey | null>(null);
  const isPlus = user?.subscriptionPlan === "plus";

  return (
    <HeadedRegion
      title="API keys"
      description={
        <>
          Read your agents and calls from your own software by sending a key as{" "}
          <code className="font-mono text-foreground">Authorization: Bearer</code>. See the{" "}
          <Link
            href="/documentation"
            className="text-primary-text underline underline-offset-2 hover:text-foreground"
          >
            API reference
          </Link>
          .
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {isPlus ? (
          newSecret ? (
            <NewSecret name={newSecret.name} secret={newSecret.secret} onDone={() => setNewSecret(null)} />
          ) : (
            <CreateKeyForm onCreated={setNewSecret} />
          )
        ) : (
          <PlusOnlyNotice>
            API access is for Plus subscribers. Upgrade to Plus to use API keys.
          </PlusOnlyNotice>
        )}
        <QueryResult
          query={apiKeys}
          loadingLabel="Loading your API keys"
          failureTitle="Your API keys could not be loaded"
        >
          {(keys) =>
            keys.length === 0 ? (
              isPlus ? (
                <p className="rounded-xl border border-dashed border-border-strong p-5 text-center text-sm text-muted-foreground">
                  No API keys yet. Name your first key above to create it.
                </p>
              ) : null
            ) : (
              <KeyList apiKeys={keys} onRevoke={setKeyToRevoke} />
            )
          }
        </QueryResult>
      </div>
      <RevokeKeyDialog
        apiKey={keyToRevoke}
        onOpenChange={(open) => {
          if (!open) setKeyToRevoke(null);
        }}
      />
    </HeadedRegion>
  );
}
