import { join } from "node:path";
import { Worker } from "node:worker_threads";
import {
  KNOWLEDGE_DOCUMENT_BYTES_MAX,
  KNOWLEDGE_DOCUMENT_TEXT_MAX,
  KNOWLEDGE_DOCUMENT_TYPES,
  type KnowledgeFileType,
} from "../../shared/catalog/knowledge";
import { projectRoot } from "../paths";
import { DomainError } from "./domain-errors";

// The text of a file an owner uploads, or a sentence saying why there is none. The file's type is
// decided by its name's extension and by its bytes together: a ".pdf" that is not a PDF is refused
// before any parser reads it. PDFs and Word documents are read by maintained libraries (pdf.js,
// mammoth) in a worker thread with a time limit and a memory limit of its own.

/** Long enough for a 5 MB PDF of many pages; a file that takes longer is treated as hostile. */
const READ_TIME_LIMIT_MS = 20_000;
/** The worker's JavaScript heap: pdf.js and mammoth need far less for any real menu or price list. */
const WORKER_HEAP_MB = 256;
/**
 * pdf.js inflates a compressed stream into typed arrays, which the worker's heap limit does not
 * count: a small file can inflate to gigabytes. The process's memory is watched instead, and a read
 * that grows it by more than this is ended.
 */
const READ_MEMORY_GROWTH_MB = 512;
const MEMORY_CHECK_MS = 100;
/** At most this many files are read at once, so uploads cannot crowd out the calls. */
const READS_AT_ONCE = 2;

const WORKER_FILE = join(projectRoot, "src/server/services/document-text-worker.mjs");

type WorkerAnswer = { text: string } | { problem: "encrypted" | "unreadable" | "notWord" };

/** The file type a name's extension stands for, if we take it. */
export function fileTypeOf(fileName: string): KnowledgeFileType | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension !== undefined && Object.hasOwn(KNOWLEDGE_DOCUMENT_TYPES, extension)
    ? (extension as KnowledgeFileType)
    : undefined;
}

const startsWith = (bytes: Uint8Array, signature: string) =>
  bytes.length >= signature.length &&
  Buffer.from(bytes.subarray(0, signature.length)).toString("latin1") === signature;
const PDF_SIGNATURE = "%PDF-";
const ZIP_SIGNATURE = "PK\u0003\u0004";

/** Whether the bytes are what the extension says: a PDF, a zip (a Word document is one), or text. */
function bytesMatch(type: KnowledgeFileType, bytes: Uint8Array): boolean {
  switch (type) {
    case "pdf":
      return startsWith(bytes, PDF_SIGNATURE);
    case "docx":
      return startsWith(bytes, ZIP_SIGNATURE);
    case "txt":
    case "md":
      return !startsWith(bytes, PDF_SIGNATURE) && !startsWith(bytes, ZIP_SIGNATURE);
  }
}

// What PostgreSQL cannot store in text (a NUL, a lone surrogate), which a PDF's text may hold.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is part of the point.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as the owner will check it: one kind of line break, no trailing spaces, no runs of blank lines. */
export function tidyText(text: string): string {
  return text
    .replace(UNSTORABLE, "")
    .replace(/\r\n?/g, "\n")
    .replace(/[\t ]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function decodeUtf8(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new DomainError("DocumentNotText");
  }
  // A NUL (or other control characters besides tabs and line breaks) marks a binary file, not text.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) throw new DomainError("DocumentNotText");
  return text.replace(/^\uFEFF/, "");
}

export function createDocumentReader() {
  let reading = 0;
  const waiting: (() => void)[] = [];

  async function inTurn<T>(read: () => Promise<T>): Promise<T> {
    if (reading >= READS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
    reading++;
    try {
      return await read();
    } finally {
      reading--;
      waiting.shift()?.();
    }
  }

  function readInWorker(type: "pdf" | "docx", bytes: Uint8Array): Promise<WorkerAnswer> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(WORKER_FILE, {
        workerData: { type, bytes, textMax: KNOWLEDGE_DOCUMENT_TEXT_MAX },
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
        stdout: true,
        stderr: true,
      });
      let settled = false;
      const settle = (finish: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(memoryWatch);
        finish();
        void worker.terminate();
      };
      const tooComplex = () => settle(() => reject(new DomainError("DocumentTooComplex")));
      const timer = setTimeout(tooComplex, READ_TIME_LIMIT_MS);
      const memoryCeiling = process.memoryUsage.rss() + READ_MEMORY_GROWTH_MB * 1024 * 1024;
      const memoryWatch = setInterval(() => {
        if (process.memoryUsage.rss() > memoryCeiling) tooComplex();
      }, MEMORY_CHECK_MS);
      worker.on("message", (answer: WorkerAnswer) => settle(() => resolve(answer)));
      worker.on("error", (error: Error & { code?: string }) => {
        if (error.code === "ERR_WORKER_OUT_OF_MEMORY") return tooComplex();
        // A parser that threw where it should have answered: the file cannot be read.
        settle(() => resolve({ problem: "unreadable" }));
      });
      worker.on("exit", () => settle(() => resolve({ problem: "unreadable" })));
    });
  }

  return {
    /** The text of an uploaded file named `fileName`, tidied, or a DomainError saying why not. */
    async read(fileName: string, bytes: Uint8Array): Promise<{ type: KnowledgeFileType; text: string }> {
      const type = fileTypeOf(fileName);
      if (!type) throw new DomainError("DocumentTypeNotAccepted");
      if (bytes.length > KNOWLEDGE_DOCUMENT_BYTES_MAX) throw new DomainError("DocumentTooLarge");
      if (bytes.length === 0) throw new DomainError("DocumentEmpty");
      if (!bytesMatch(type, bytes)) throw new DomainError("DocumentTypeMismatch", { type });
      let text: string;
      if (type === "txt" || type === "md") {
        text = decodeUtf8(bytes);
      } else {
        const answer = await inTurn(() => readInWorker(type, bytes));
        if ("problem" in answer) {
          if (answer.problem === "encrypted") throw new DomainError("DocumentEncrypted");
          if (answer.problem === "notWord") throw new DomainError("DocumentTypeMismatch", { type });
          throw new DomainError("DocumentUnreadable", { type });
        }
        text = answer.text;
      }
      const tidy = tidyText(text);
      if (tidy === "") {
        throw new DomainError(type === "pdf" ? "DocumentHasNoText" : "DocumentEmpty");
      }
      if (tidy.length > KNOWLEDGE_DOCUMENT_TEXT_MAX) throw new DomainError("DocumentTextTooLong");
      return { type, text: tidy };
    },
  };
}

export type DocumentReader = ReturnType<typeof createDocumentReader>;
