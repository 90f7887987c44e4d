import {
  KNOWLEDGE_DOCUMENT_BYTES_MAX,
  KNOWLEDGE_DOCUMENT_TYPES,
  KNOWLEDGE_DOCUMENTS_MAX,
  type KnowledgeFileType,
} from "../../../shared/catalog/knowledge";

// A file is checked in the browser before it is sent, with the catalog's limits and the server's
// own sentences, so a 40 MB scan is refused at once rather than after its upload.

export const ACCEPTED_FILES = "Upload a text (.txt), Markdown (.md), PDF (.pdf) or Word (.docx) file.";
/** The file picker's `accept`: the extensions and the content types the browser knows them by. */
export const FILE_INPUT_ACCEPT = Object.entries(KNOWLEDGE_DOCUMENT_TYPES)
  .flatMap(([extension, type]) => [`.${extension}`, type])
  .join(",");

export const TOO_MANY_DOCUMENTS = `This agent already has ${KNOWLEDGE_DOCUMENTS_MAX} documents, the most it can have. Remove one to add another.`;

function fileTypeOf(name: string): KnowledgeFileType | null {
  const extension = name.toLowerCase().split(".").pop() ?? "";
  return extension in KNOWLEDGE_DOCUMENT_TYPES && name.includes(".")
    ? (extension as KnowledgeFileType)
    : null;
}

export type FileCheck = { ok: true; contentType: string } | { ok: false; problem: string };

/**
 * Whether a file may be sent, and the content type to send it with: the one its extension names, since
 * browsers leave a Markdown file's type empty or guess it differently.
 */
export function checkDocumentFile(file: { name: string; size: number }, documentCount: number): FileCheck {
  if (documentCount >= KNOWLEDGE_DOCUMENTS_MAX) return { ok: false, problem: TOO_MANY_DOCUMENTS };
  const type = fileTypeOf(file.name);
  if (type === null)
    return { ok: false, problem: `${ACCEPTED_FILES} The file's name must end in one of these.` };
  if (file.size > KNOWLEDGE_DOCUMENT_BYTES_MAX) {
    return {
      ok: false,
      problem: `This file is larger than ${KNOWLEDGE_DOCUMENT_BYTES_MAX / 1024 / 1024} MB. Upload a smaller file, or paste the text that matters.`,
    };
  }
  if (file.size === 0) {
    return { ok: false, problem: "This file has no text in it. Choose another file, or paste the text." };
  }
  return { ok: true, contentType: KNOWLEDGE_DOCUMENT_TYPES[type] };
}
