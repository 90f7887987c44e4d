import { readFile } from "node:fs/promises";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { knowledgeDocuments, knowledgeFacts, knowledgePassages } from "../../src/server/db/schema";
import { KNOWLEDGE_DOCUMENTS_PER_HOUR } from "../../src/server/services/knowledge";
import { searchKnowledge } from "../../src/server/services/knowledge-search";
import { KNOWLEDGE_DOCUMENT_BYTES_MAX, KNOWLEDGE_DOCUMENT_TYPES } from "../../src/shared/catalog/knowledge";
import {
  createAgent,
  createOwner,
  grantDollars,
  grantLicence,
  type Owner,
  TEST_HOST,
  testAppForFile,
} from "../support/test-app";

const t = testAppForFile();

const fixture = (name: string) => readFile(new URL(`../fixtures/knowledge/${name}`, import.meta.url));

const BUSINESS = {
  businessName: "Tony's Pizza",
  businessCategory: "restaurant",
  agentName: "Sofia",
  agentPurpose: "Take orders and answer questions",
};

async function ownerWithAgent(): Promise<{ owner: Owner; agentId: string; base: string }> {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, 25);
  const agent = await createAgent(t, owner, BUSINESS);
  return { owner, agentId: agent.id, base: `/api/active-bots/${agent.id}/knowledge` };
}

const MARGHERITA = { kind: "service", name: "Margherita pizza", price: { from: 14 } };
const FACTS = [
  MARGHERITA,
  { kind: "faq", question: "Do you deliver?", answer: "Yes, within 5 miles." },
  { kind: "policy", topic: "parking", text: "Free parking behind the restaurant." },
  { kind: "staff", name: "Tony", role: "Owner and chef" },
  { kind: "location", address: "12 Main Street, Springfield" },
];

/** Posts a file's bytes as the browser's upload does: its own content type, its name in the query. */
function upload(
  owner: { cookie: string },
  base: string,
  name: string,
  bytes: Buffer | string,
  contentType: string = KNOWLEDGE_DOCUMENT_TYPES[
    name.split(".").pop() as keyof typeof KNOWLEDGE_DOCUMENT_TYPES
  ],
) {
  return t.request({
    method: "POST",
    url: `${base}/documents?name=${encodeURIComponent(name)}`,
    cookie: owner.cookie,
    headers: { "content-type": contentType },
    payload: bytes,
  });
}

let a: Awaited<ReturnType<typeof ownerWithAgent>>;
let b: Awaited<ReturnType<typeof ownerWithAgent>>;
beforeAll(async () => {
  a = await ownerWithAgent();
  b = await ownerWithAgent();
});

describe("an agent's facts", () => {
  it("are saved as one list in the owner's order, replaced whole by the next save, and found by search", async () => {
    const saved = await a.owner.put(`${a.base}/facts`, { facts: FACTS });
    expect(saved.statusCode).toBe(200);
    const facts = saved.json().facts as { id: string; kind: string }[];
    expect(facts.map((fact) => fact.kind)).toEqual(["service", "faq", "policy", "staff", "location"]);
    expect(facts[0]).toMatchObject({
      name: "Margherita pizza",
      price: { from: 14, to: null },
      description: "",
      durationMinutes: null,
    });
    expect((await a.owner.get(a.base)).json().facts).toEqual(saved.json().facts);
    const found = await searchKnowledge(t.database.db, a.agentId, "how much is a margherita?");
    expect(found[0]).toMatchObject({ source: "fact", fact: { name: "Margherita pizza" } });

    const replaced = await a.owner.put(`${a.base}/facts`, { facts: [FACTS[1], FACTS[0]] });
    expect(replaced.json().facts.map((fact: { kind: string }) => fact.kind)).toEqual(["faq", "service"]);
    expect(await searchKnowledge(t.database.db, a.agentId, "parking")).toEqual([]);
  });

  it.each([
    [{ kind: "service", name: " " }, "Name is required."],
    [{ kind: "service", name: "Pizza", price: { from: -1 } }, "A price cannot be negative."],
    [{ kind: "service", name: "Pizza", price: { from: 14.555 } }, "Enter a price with at most two decimals."],
    [{ kind: "faq", question: "Open?", answer: "" }, "Answer is required."],
    [{ kind: "policy", topic: "pets", text: "No dogs." }, "Choose what the policy is about."],
  ])("refuses %j with the sentence %s", async (fact, sentence) => {
    const refused = await a.owner.put(`${a.base}/facts`, { facts: [fact] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: sentence, field: "facts" });
  });

  it("refuses 501 facts and keeps the ones saved before", async () => {
    const before = (await a.owner.get(a.base)).json().facts;
    const many = Array.from({ length: 501 }, (_, index) => ({ kind: "staff", name: `Person ${index}` }));
    const refused = await a.owner.put(`${a.base}/facts`, { facts: many });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: "An agent can know at most 500 facts.", field: "facts" });
    expect((await a.owner.get(a.base)).json().facts).toEqual(before);
    const most = await a.owner.put(`${a.base}/facts`, { facts: many.slice(0, 500) });
    expect(most.statusCode).toBe(200);
    expect(most.json().facts).toHaveLength(500);
    await a.owner.put(`${a.base}/facts`, { facts: FACTS });
  });
});

describe("who may read and change what an agent knows", () => {
  it("asks a signed-out visitor to sign in", async () => {
    for (const [method, url] of [
      ["GET", a.base],
      ["PUT", `${a.base}/facts`],
      ["POST", `${a.base}/documents`],
    ] as const) {
      const response = await t.request({ method, url, payload: method === "GET" ? undefined : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: "Please sign in to continue." });
    }
    const file = await t.request({
      method: "POST",
      url: `${a.base}/documents?name=menu.txt`,
      headers: { "content-type": "text/plain" },
      payload: "Margherita $14",
    });
    expect(file.statusCode).toBe(401);
  });

  it("answers another owner's agent as one that does not exist, and never shows or finds its knowledge", async () => {
    await a.owner.put(`${a.base}/facts`, { facts: FACTS });
    const notFound = { error: "This agent does not exist." };
    for (const response of [
      await b.owner.get(a.base),
      await b.owner.put(`${a.base}/facts`, { facts: [] }),
      await b.owner.post(`${a.base}/documents`, { name: "Menu", text: "Calzone $12" }),
      await upload(b.owner, a.base, "menu.txt", "Calzone $12"),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await a.owner.get(a.base)).json().facts).toHaveLength(FACTS.length);
    expect((await b.owner.get(b.base)).json()).toEqual({ facts: [], documents: [] });
    expect(await searchKnowledge(t.database.db, b.agentId, "margherita pizza parking Tony")).toEqual([]);
  });

  it("is read with a Plus owner's API key, and changed only with a key that may write", async () => {
    const plus = await ownerWithAgent();
    await grantLicence(t, plus.owner.username, { plan: "plus" });
    expect((await plus.owner.put(`${plus.base}/facts`, { facts: [MARGHERITA] })).statusCode).toBe(200);
    const { secret } = (await plus.owner.post("/api/api-keys", { name: "CRM" })).json();
    const headers = { authorization: `Bearer ${secret}`, host: TEST_HOST };
    const read = await t.app.inject({ method: "GET", url: plus.base, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().facts).toEqual([expect.objectContaining({ name: MARGHERITA.name })]);
    const otherAgent = await t.app.inject({ method: "GET", url: a.base, headers });
    expect(otherAgent.statusCode).toBe(404);

    const saved = await t.app.inject({
      method: "PUT",
      url: `${plus.base}/facts`,
      headers,
      payload: { facts: [] },
    });
    expect(saved.statusCode).toBe(403);
    expect(saved.json().error).toBe(
      "This API key can only read. Create a key with write access in Settings to make changes.",
    );
    const uploaded = await t.app.inject({
      method: "POST",
      url: `${plus.base}/documents?name=menu.md`,
      headers: { ...headers, "content-type": "text/markdown" },
      payload: "# Pizzas\n\nCalzone - $12",
    });
    expect(uploaded.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: plus.base, headers })).json()).toMatchObject({
      facts: [expect.objectContaining({ name: MARGHERITA.name })],
      documents: [],
    });

    const writer = (await plus.owner.post("/api/api-keys", { name: "Sync", scope: "write" })).json();
    const writes = { authorization: `Bearer ${writer.secret}`, host: TEST_HOST };
    const emptied = await t.app.inject({
      method: "PUT",
      url: `${plus.base}/facts`,
      headers: writes,
      payload: { facts: [] },
    });
    expect(emptied.statusCode).toBe(200);
    const added = await t.app.inject({
      method: "POST",
      url: `${plus.base}/documents?name=menu.md`,
      headers: { ...writes, "content-type": "text/markdown" },
      payload: "# Pizzas\n\nCalzone - $12",
    });
    expect(added.statusCode).toBe(201);
    const known = (await t.app.inject({ method: "GET", url: plus.base, headers })).json();
    expect(known.facts).toEqual([]);
    expect(known.documents).toEqual([expect.objectContaining({ name: "menu.md" })]);
  });

  it("refuses a file another site's page posts with the owner's cookie", async () => {
    const response = await t.request({
      method: "POST",
      url: `${a.base}/documents?name=menu.txt`,
      cookie: a.owner.cookie,
      headers: { origin: "https://evil.example", "content-type": "text/plain" },
      payload: "Free pizza for everyone",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "This request must come from the Switchboard site itself." });
  });
});

describe("documents", () => {
  it("stores pasted text with its passages, shows it back and finds it", async () => {
    const text = "# Pizzas\n\nMargherita - $14\nCalzone - $12\n\n# Hours\n\nWe open at noon on Sundays.";
    const pasted = await b.owner.post(`${b.base}/documents`, { name: "Menu", text });
    expect(pasted.statusCode).toBe(201);
    expect(pasted.json()).toMatchObject({
      name: "Menu",
      type: "pasted",
      bytes: text.length,
      text,
      passages: 2,
    });
    const listed = (await b.owner.get(b.base)).json().documents;
    expect(listed).toEqual([pasted.json()]);
    const found = await searchKnowledge(t.database.db, b.agentId, "how much is a calzone?");
    expect(found[0]).toEqual({
      source: "passage",
      documentName: "Menu",
      text: "Pizzas\nMargherita - $14\nCalzone - $12",
    });
  });

  it.each([
    [{ name: "Menu", text: " " }, "Text is required.", "text"],
    [{ name: "", text: "Calzone $12" }, "Name is required.", "name"],
    [{ text: "Calzone $12" }, "Name is required.", "name"],
    [{ name: "Menu", text: "x".repeat(200_001) }, "Text is at most 200000 characters.", "text"],
  ])("refuses the pasted %# with the sentence %s", async (body, sentence, field) => {
    const refused = await b.owner.post(`${b.base}/documents`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: sentence, field });
  });

  it.each([
    ["menu.pdf", "Margherita pizza - $14.00"],
    ["menu.docx", "Margherita pizza - $14.00"],
  ])("reads the text of %s for the owner to check", async (name, line) => {
    const { owner, base, agentId } = await ownerWithAgent();
    const bytes = await fixture(name);
    const uploaded = await upload(owner, base, name, bytes);
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json();
    expect(document).toMatchObject({ name, type: name.split(".")[1], bytes: bytes.length });
    expect(document.text).toContain("Tony's Pizza Menu");
    expect(document.text.split("\n")).toContain(line);
    expect(document.text).toContain("We deliver within 5 miles of the restaurant.");
    const found = await searchKnowledge(t.database.db, agentId, "pepperoni");
    expect(found[0]).toMatchObject({ source: "passage", documentName: name });
  });

  it("takes text and Markdown files, including Markdown a browser sends as bytes", async () => {
    const { owner, base } = await ownerWithAgent();
    const text = await upload(
      owner,
      base,
      "hours.txt",
      "Open daily\r\nfrom 11 to 10.\r\n",
      "text/plain; charset=utf-8",
    );
    expect(text.json()).toMatchObject({ type: "txt", text: "Open daily\nfrom 11 to 10." });
    const markdown = await upload(
      owner,
      base,
      "faq.md",
      "# FAQ\n\nWe take cards.",
      "application/octet-stream",
    );
    expect(markdown.statusCode).toBe(201);
    expect(markdown.json()).toMatchObject({ type: "md", text: "# FAQ\n\nWe take cards." });
  });

  it("asks for the file's name", async () => {
    const response = await t.request({
      method: "POST",
      url: `${b.base}/documents`,
      cookie: b.owner.cookie,
      headers: { "content-type": "text/plain" },
      payload: "Calzone $12",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Name the file in the address, like ?name=menu.pdf.",
      field: "name",
    });
  });

  const ACCEPTED = "Upload a text (.txt), Markdown (.md), PDF (.pdf) or Word (.docx) file.";

  it.each([
    [
      "a locked PDF",
      "locked.pdf",
      400,
      "This PDF is password-protected, so we cannot read it. Save a copy without the password and upload that, or paste the text.",
    ],
    [
      "a scanned PDF",
      "scanned.pdf",
      400,
      "This PDF has no text to read: its pages look like scanned images. Paste the text instead, or upload a PDF whose text you can select.",
    ],
    [
      "a zip that is not a Word document",
      "not-word.docx",
      415,
      `This file's name ends in .docx, but it is not a Word document (.docx). ${ACCEPTED}`,
    ],
  ])("refuses %s with a sentence", async (_what, name, status, sentence) => {
    const response = await upload(b.owner, b.base, name, await fixture(name));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: sentence, field: "file" });
  });

  it("refuses broken, mislabelled, empty and binary files", async () => {
    const docx = await fixture("menu.docx");
    const pdf = await fixture("menu.pdf");
    const cases: [string, Buffer | string, string, number, string][] = [
      [
        "menu.docx",
        docx.subarray(0, 300),
        KNOWLEDGE_DOCUMENT_TYPES.docx,
        400,
        "We could not read this file as a Word document (.docx): it may be damaged. Save it again and upload the copy, or paste the text.",
      ],
      [
        "menu.pdf",
        pdf.subarray(0, 200),
        KNOWLEDGE_DOCUMENT_TYPES.pdf,
        400,
        "We could not read this file as a PDF: it may be damaged. Save it again and upload the copy, or paste the text.",
      ],
      [
        "menu.pdf",
        "Margherita $14",
        KNOWLEDGE_DOCUMENT_TYPES.pdf,
        415,
        `This file's name ends in .pdf, but it is not a PDF. ${ACCEPTED}`,
      ],
      [
        "menu.txt",
        pdf,
        "text/plain",
        415,
        `This file's name ends in .txt, but it is not a text file. ${ACCEPTED}`,
      ],
      [
        "menu.docx",
        pdf,
        KNOWLEDGE_DOCUMENT_TYPES.docx,
        415,
        `This file's name ends in .docx, but it is not a Word document (.docx). ${ACCEPTED}`,
      ],
      [
        "menu.exe",
        "MZ",
        "application/octet-stream",
        415,
        `${ACCEPTED} The file's name must end in one of these.`,
      ],
      [
        "menu.txt",
        "",
        "text/plain",
        400,
        "This file has no text in it. Choose another file, or paste the text.",
      ],
      [
        "menu.txt",
        "  \n\n ",
        "text/plain",
        400,
        "This file has no text in it. Choose another file, or paste the text.",
      ],
      [
        "menu.txt",
        Buffer.from([0x4d, 0x65, 0x6e, 0x75, 0xff, 0xfe, 0x00]),
        "text/plain",
        400,
        "This file is not plain text: it holds characters that are not UTF-8 text. Save it as UTF-8 text, or paste the text.",
      ],
    ];
    for (const [name, bytes, contentType, status, sentence] of cases) {
      const response = await upload(b.owner, b.base, name, bytes, contentType);
      expect({ name, status: response.statusCode, body: response.json() }).toEqual({
        name,
        status,
        body: { error: sentence, field: "file" },
      });
    }
  });

  it("refuses a content type it does not take, and a file over 5 MB", async () => {
    const image = await upload(
      b.owner,
      b.base,
      "menu.png",
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      "image/png",
    );
    expect(image.statusCode).toBe(415);
    expect(image.json()).toEqual({ error: ACCEPTED, field: "file" });
    const large = await upload(b.owner, b.base, "menu.txt", "a".repeat(KNOWLEDGE_DOCUMENT_BYTES_MAX + 1));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({
      error: "This file is larger than 5 MB. Upload a smaller file, or paste the text that matters.",
      field: "file",
    });
    const most = await upload(b.owner, b.base, "most.txt", "a ".repeat(KNOWLEDGE_DOCUMENT_BYTES_MAX / 2));
    // Exactly 5 MB is taken as a file; its 5 million characters are more text than one document holds.
    expect(most.json()).toEqual({
      error: "This file has more than 200,000 characters of text. Split it into smaller documents.",
      field: "file",
    });
  });

  it("keeps at most 20 documents, and a removed one makes room", async () => {
    const { owner, base, agentId } = await ownerWithAgent();
    for (let index = 1; index <= 20; index++) {
      const added = await owner.post(`${base}/documents`, {
        name: `Note ${index}`,
        text: `Note number ${index}`,
      });
      expect(added.statusCode).toBe(201);
    }
    const refused = await upload(owner, base, "menu.pdf", await fixture("menu.pdf"));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: "This agent already has 20 documents, the most it can have. Remove one to add another.",
    });
    const pasted = await owner.post(`${base}/documents`, { name: "Note 21", text: "One too many" });
    expect(pasted.statusCode).toBe(409);

    const [first] = (await owner.get(base)).json().documents as { id: string }[];
    const removed = await owner.delete(`${base}/documents/${first!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().documents).toHaveLength(19);
    expect(await searchKnowledge(t.database.db, agentId, "note number 1")).not.toContainEqual(
      expect.objectContaining({ documentName: "Note 1" }),
    );
    expect((await owner.post(`${base}/documents`, { name: "Note 21", text: "Now it fits" })).statusCode).toBe(
      201,
    );
  });

  it("lets an owner add 60 documents an hour, pasted or uploaded, then says when to try again", async () => {
    const { owner, base } = await ownerWithAgent();
    for (let index = 1; index <= KNOWLEDGE_DOCUMENTS_PER_HOUR.max; index++) {
      const added = await owner.post(`${base}/documents`, { name: `Note ${index}`, text: `Note ${index}` });
      expect(added.statusCode).toBe(201);
      expect((await owner.delete(`${base}/documents/${added.json().id}`)).statusCode).toBe(200);
    }
    const limitedMessage = {
      error: "You have added many documents in the last hour. Try again in 60 minutes.",
      code: "rate_limited",
    };
    const pasted = await owner.post(`${base}/documents`, { name: "One more", text: "One more" });
    expect(pasted.statusCode).toBe(429);
    expect(pasted.headers["retry-after"]).toBe("3600");
    expect(pasted.json()).toEqual(limitedMessage);
    const uploaded = await upload(owner, base, "menu.pdf", await fixture("menu.pdf"));
    expect(uploaded.statusCode).toBe(429);
    expect(uploaded.json()).toEqual(limitedMessage);
    expect((await owner.get(base)).json().documents).toEqual([]);

    t.clock.advance(60 * 60_000);
    expect((await upload(owner, base, "menu.pdf", await fixture("menu.pdf"))).statusCode).toBe(201);
  });

  it("answers an unknown document, or another agent's, with 404", async () => {
    const [document] = (await b.owner.get(b.base)).json().documents as { id: string }[];
    const unknown = await b.owner.delete(`${b.base}/documents/00000000-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "This document does not exist." });
    const throughOtherAgent = await a.owner.delete(`${a.base}/documents/${document!.id}`);
    expect(throughOtherAgent.statusCode).toBe(404);
    const stranger = await a.owner.delete(`${b.base}/documents/${document!.id}`);
    expect(stranger.json()).toEqual({ error: "This agent does not exist." });
    expect((await b.owner.get(b.base)).json().documents.map((d: { id: string }) => d.id)).toContain(
      document!.id,
    );
  });
});

describe("removing the agent", () => {
  it("removes its facts, documents and passages", async () => {
    const { owner, base, agentId } = await ownerWithAgent();
    await owner.put(`${base}/facts`, { facts: FACTS });
    await owner.post(`${base}/documents`, { name: "Menu", text: "Calzone - $12" });
    expect((await owner.delete(`/api/active-bots/${agentId}`)).statusCode).toBe(200);
    const db = t.database.db;
    for (const table of [knowledgeFacts, knowledgeDocuments, knowledgePassages]) {
      const [row] = await db.select({ rows: count() }).from(table).where(eq(table.agentId, agentId));
      expect(row!.rows).toBe(0);
    }
  });
});
