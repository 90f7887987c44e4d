import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileText, Upload } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import {
  type Knowledge,
  type KnowledgeDocument,
  PasteKnowledgeDocumentRequestSchema,
} from "../../../shared/api/knowledge";
import { KNOWLEDGE_DOCUMENT_TEXT_MAX, KNOWLEDGE_DOCUMENTS_MAX } from "../../../shared/catalog/knowledge";
import { apiErrorDetails } from "../../api/error-details";
import { toastFailure } from "../../api/failure-toast";
import { checkForm } from "../../forms/form-validation";
import { useSchemaForm } from "../../forms/use-schema-form";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { PendingButton } from "../../ui/pending-button";
import { RemoveButton } from "../../ui/remove-button";
import { TextareaField, TextField } from "../../ui/text-field";
import { toast } from "../../ui/toast-store";
import { checkDocumentFile, FILE_INPUT_ACCEPT, TOO_MANY_DOCUMENTS } from "./document-file-check";
import {
  deleteKnowledgeDocument,
  knowledgeQueryKey,
  pasteKnowledgeDocument,
  uploadKnowledgeDocument,
} from "./knowledge-api";

const FAILED = "The document could not be added. Please try again.";
const PASTE_FIELDS = ["name", "text"] as const;

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const SOURCE_NAMES: Record<KnowledgeDocument["type"], string> = {
  txt: "Text file",
  md: "Markdown file",
  pdf: "PDF",
  docx: "Word document",
  pasted: "Pasted text",
};

/** The agent's knowledge in the cache gains a document at once; the server's list follows. */
function useAddToCache(agentId: string) {
  const queryClient = useQueryClient();
  return (document: KnowledgeDocument) => {
    queryClient.setQueryData<Knowledge>(knowledgeQueryKey(agentId), (knowledge) =>
      knowledge ? { ...knowledge, documents: [...knowledge.documents, document] } : knowledge,
    );
    void queryClient.invalidateQueries({ queryKey: knowledgeQueryKey(agentId) });
  };
}

/** Text the owner pastes (a menu, a price list) under a name of their choosing. */
function PasteDocument({ agentId, isFull }: { agentId: string; isFull: boolean }) {
  const form = useSchemaForm(PasteKnowledgeDocumentRequestSchema, { name: "", text: "" });
  const [isPending, setIsPending] = useState(false);
  const addToCache = useAddToCache(agentId);

  // Not a form of its own: it sits inside the Configure form, and forms do not nest.
  async function add() {
    const checked = checkForm(PasteKnowledgeDocumentRequestSchema, form.values, PASTE_FIELDS);
    if (!checked.ok) {
      for (const field of PASTE_FIELDS) {
        const message = checked.errors[field];
        if (message) form.setError(field, message);
      }
      return;
    }
    setIsPending(true);
    try {
      addToCache(await pasteKnowledgeDocument(agentId, checked.request.name, checked.request.text));
      form.setValues({ name: "", text: "" });
      form.clearErrors();
      toast({ title: "Text Added", description: `${checked.request.name} is part of what the agent knows.` });
    } catch (error) {
      const details = apiErrorDetails(error);
      form.setError(details?.field === "name" ? "name" : "text", details?.error ?? FAILED);
    } finally {
      setIsPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Name of the text"
        placeholder="Lunch menu"
        maxLength={120}
        value={form.values.name}
        error={form.errors.name}
        onValueChange={(name) => form.setValue("name", name)}
        onKeyDown={(event) => {
          // Enter adds this text rather than saving the whole Configure form.
          if (event.key === "Enter") {
            event.preventDefault();
            void add();
          }
        }}
      />
      <TextareaField
        label="Text"
        hint="Paste a menu, a price list or an FAQ page."
        rows={4}
        maxLength={KNOWLEDGE_DOCUMENT_TEXT_MAX}
        value={form.values.text}
        error={form.errors.text}
        onValueChange={(text) => form.setValue("text", text)}
      />
      <PendingButton
        variant="outline"
        size="sm"
        className="self-start"
        isPending={isPending}
        disabled={isFull}
        icon={FileText}
        onClick={() => void add()}
      >
        Add text
      </PendingButton>
    </div>
  );
}

/** A .txt, .md, .pdf or .docx file, checked here first, then sent with its progress shown. */
function UploadDocument({ agentId, documentCount }: { agentId: string; documentCount: number }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const addToCache = useAddToCache(agentId);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const checked = checkDocumentFile(file, documentCount);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      addToCache(await uploadKnowledgeDocument(agentId, file, checked.contentType, setProgress));
      toast({ title: "File Added", description: `${file.name} is part of what the agent knows.` });
    } catch (error) {
      setProblem(apiErrorDetails(error)?.error ?? FAILED);
    } finally {
      setProgress(null);
    }
  }

  const isUploading = progress !== null;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        Upload a file
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={FILE_INPUT_ACCEPT}
        disabled={isUploading}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => void upload(event)}
        className="text-sm file:mr-3 file:h-10 file:rounded-md file:border file:border-border-strong file:bg-transparent file:px-3 file:text-sm file:font-medium file:text-foreground"
      />
      <p className="text-xs text-muted-foreground">.txt, .md, .pdf or .docx, up to 5 MB.</p>
      {isUploading ? (
        <div role="status" className="flex items-center gap-2 text-sm">
          <Upload aria-hidden="true" className="size-4" />
          <progress max={1} value={progress} aria-label="Upload progress" className="h-2 flex-1" />
          <span>{progress < 1 ? `Sending… ${Math.round(progress * 100)}%` : "Reading the file…"}</span>
        </div>
      ) : null}
      {problem ? (
        <p id={errorId} role="alert" className="text-sm text-destructive-text">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function DocumentItem({ agentId, document }: { agentId: string; document: KnowledgeDocument }) {
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useMutation({ mutationFn: () => deleteKnowledgeDocument(agentId, document.id) });

  return (
    <li className="rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{document.name}</p>
          <p className="text-xs text-muted-foreground">
            {SOURCE_NAMES[document.type]} · {sizeText(document.bytes)} · {document.passages}{" "}
            {document.passages === 1 ? "passage" : "passages"}
          </p>
        </div>
        <RemoveButton
          className="text-destructive-text"
          aria-label={`Remove ${document.name}`}
          onClick={() => setIsConfirming(true)}
        >
          Remove
        </RemoveButton>
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm text-primary-text">Check the text the agent reads</summary>
        <section
          aria-label={`Text of ${document.name}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the text scrolls on its own, so keyboards must reach it.
          tabIndex={0}
          className="mt-2 max-h-60 overflow-auto rounded-md bg-surface-raised p-3 text-sm whitespace-pre-wrap"
        >
          {document.text}
        </section>
      </details>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Remove ${document.name}?`}
        description="The agent stops using this text on calls. You can add it again later."
        confirmLabel="Remove document"
        mutation={remove}
        onConfirmed={(knowledge) => {
          queryClient.setQueryData(knowledgeQueryKey(agentId), knowledge);
          toast({
            title: "Document Removed",
            description: `${document.name} is no longer part of what the agent knows.`,
          });
        }}
        onFailed={(error) => toastFailure("Document Not Removed", error, "Please try again.")}
      />
    </li>
  );
}

/** The agent's documents: what it reads from each, paste or upload another, remove one. */
export function KnowledgeDocuments({
  agentId,
  documents,
}: {
  agentId: string;
  documents: readonly KnowledgeDocument[];
}) {
  const isFull = documents.length >= KNOWLEDGE_DOCUMENTS_MAX;
  return (
    <section aria-labelledby={`${agentId}-documents`} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h4 id={`${agentId}-documents`} className="text-sm font-semibold">
          Documents
        </h4>
        <span className="text-xs text-muted-foreground tabular-nums">
          {documents.length} of {KNOWLEDGE_DOCUMENTS_MAX}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        The agent searches these during calls. They are added and removed at once.
      </p>
      {documents.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {documents.map((document) => (
            <DocumentItem key={document.id} agentId={agentId} document={document} />
          ))}
        </ul>
      ) : null}
      {isFull ? <p className="text-sm">{TOO_MANY_DOCUMENTS}</p> : null}
      <UploadDocument agentId={agentId} documentCount={documents.length} />
      <PasteDocument agentId={agentId} isFull={isFull} />
    </section>
  );
}
