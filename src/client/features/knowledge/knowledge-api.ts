import { useQuery } from "@tanstack/react-query";
import * as knowledgeContracts from "../../../shared/api/contracts/knowledge";
import {
  type Knowledge,
  type KnowledgeDocument,
  KnowledgeDocumentSchema,
  type KnowledgeFact,
} from "../../../shared/api/knowledge";
import { ApiError, callApi, contractUrl, queryKeyOf } from "../../api/request";

/** The query key of one agent's knowledge. */
export function knowledgeQueryKey(agentId: string) {
  return [...queryKeyOf(knowledgeContracts.getKnowledge), agentId];
}

export function useKnowledge(agentId: string | null) {
  return useQuery({
    queryKey: knowledgeQueryKey(agentId ?? ""),
    queryFn: ({ signal }) =>
      callApi(knowledgeContracts.getKnowledge, { params: { id: agentId ?? "" }, signal }),
    enabled: agentId !== null,
  });
}

/** Replaces the agent's facts with `facts`; answers with everything the agent knows now. */
export function saveKnowledgeFacts(agentId: string, facts: readonly KnowledgeFact[]): Promise<Knowledge> {
  return callApi(knowledgeContracts.saveKnowledgeFacts, {
    params: { id: agentId },
    body: { facts: [...facts] },
  });
}

export function pasteKnowledgeDocument(
  agentId: string,
  name: string,
  text: string,
): Promise<KnowledgeDocument> {
  return callApi(knowledgeContracts.pasteKnowledgeDocument, {
    params: { id: agentId },
    body: { name, text },
  });
}

export function deleteKnowledgeDocument(agentId: string, documentId: string): Promise<Knowledge> {
  return callApi(knowledgeContracts.deleteKnowledgeDocument, { params: { id: agentId, documentId } });
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends a file's own bytes, with its own content type and its name in the query, to the path pasted
 * text goes to. XMLHttpRequest rather than fetch: only it tells how much of the body has gone.
 */
export function uploadKnowledgeDocument(
  agentId: string,
  file: File,
  contentType: string,
  onProgress: (sentFraction: number) => void,
): Promise<KnowledgeDocument> {
  const url = contractUrl(knowledgeContracts.pasteKnowledgeDocument, { id: agentId }, { name: file.name });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.setRequestHeader("Content-Type", contentType);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new TypeError("The file could not be sent."));
    request.onload = () => {
      const body = parsedJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        const sentence =
          typeof body === "object" && body !== null && "error" in body && typeof body.error === "string"
            ? body.error
            : request.statusText || "Request failed";
        reject(new ApiError(request.status, `${request.status}: ${sentence}`, body));
        return;
      }
      const document = KnowledgeDocumentSchema.safeParse(body);
      if (document.success) resolve(document.data);
      else reject(new Error("The server's answer about the file could not be read."));
    };
    request.send(file);
  });
}
