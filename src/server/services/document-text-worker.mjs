// Reads the text of one uploaded PDF or Word document, in a worker thread of its own: a hostile
// file can then neither stall the server's event loop nor take more memory than the worker's
// limits, and the server ends the worker when it takes too long (services/document-text.ts).
// Plain JavaScript, so the same file runs from src/ under tsx and beside the bundled server.
import { parentPort, workerData } from "node:worker_threads";

/** @typedef {{ text: string } | { problem: "encrypted" | "unreadable" | "notWord" }} Answer */

// Word keeps a document's text in word/document.xml; a larger one than this is a zip bomb, not a menu.
const WORD_XML_BYTES_MAX = 50 * 1024 * 1024;

/**
 * The PDF's text, page by page: a line ends where pdf.js says one does, and a gap between lines
 * taller than a line starts a new paragraph, so headings and price lines stay apart.
 * @param {Uint8Array} data
 * @param {number} textMax
 * @returns {Promise<Answer>}
 */
async function pdfText(data, textMax) {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    verbosity: 0,
  });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    if (error && /** @type {{ name?: string }} */ (error).name === "PasswordException") {
      return { problem: "encrypted" };
    }
    return { problem: "unreadable" };
  }
  const pages = [];
  let length = 0;
  for (let number = 1; number <= document.numPages && length <= textMax; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    let text = "";
    let lastY = null;
    let lastHeight = 0;
    for (const item of content.items) {
      if (!("str" in item)) continue;
      const y = item.transform[5];
      if (lastY !== null && text.endsWith("\n") && Math.abs(lastY - y) > 1.8 * (lastHeight || item.height)) {
        text += "\n";
      }
      text += item.str;
      if (item.hasEOL) text += "\n";
      if (item.str.trim() !== "") {
        lastY = y;
        lastHeight = item.height;
      }
    }
    page.cleanup();
    pages.push(text.trim());
    length += text.length;
  }
  await task.destroy();
  return { text: pages.filter((text) => text !== "").join("\n\n") };
}

/**
 * A Word document's text, with its headings and paragraphs as separate lines.
 * @param {Uint8Array} data
 * @returns {Promise<Answer>}
 */
async function wordText(data) {
  const { default: JSZip } = await import("jszip");
  let zip;
  try {
    zip = await JSZip.loadAsync(data);
  } catch {
    return { problem: "unreadable" };
  }
  const body = zip.file("word/document.xml");
  if (!body) return { problem: "notWord" };
  // jszip reads the sizes the zip declares; refusing a huge declared size avoids inflating it at all.
  const declared = /** @type {{ _data?: { uncompressedSize?: number } }} */ (body)._data?.uncompressedSize;
  if (declared === undefined || declared > WORD_XML_BYTES_MAX) return { problem: "unreadable" };
  const mammoth = await import("mammoth");
  try {
    const { value } = await mammoth.default.extractRawText({ buffer: Buffer.from(data) });
    return { text: value };
  } catch {
    return { problem: "unreadable" };
  }
}

const { type, bytes, textMax } = /** @type {{ type: "pdf" | "docx", bytes: Uint8Array, textMax: number }} */ (
  workerData
);
const answer = type === "pdf" ? await pdfText(bytes, textMax) : await wordText(bytes);
parentPort?.postMessage(answer);
