import { describe, expect, it } from "vitest";
import { KnowledgeFactSchema } from "../api/knowledge";
import { AGENT_TEMPLATES } from "./templates";

// Every template starts an agent's knowledge with example facts the form accepts as they are.

describe("the templates' example facts", () => {
  it.each(AGENT_TEMPLATES.map((template) => [template.id, template] as const))(
    "%s: each fact passes the knowledge schema, with priced services, a question and a policy",
    (_id, template) => {
      for (const fact of template.facts) {
        const parsed = KnowledgeFactSchema.safeParse(fact);
        expect(parsed.success, JSON.stringify(fact)).toBe(true);
      }
      const kinds = template.facts.map((fact) => fact.kind);
      expect(kinds.filter((kind) => kind === "service").length).toBeGreaterThanOrEqual(2);
      expect(template.facts.some((fact) => fact.kind === "service" && fact.price)).toBe(true);
      expect(kinds).toContain("faq");
      expect(kinds).toContain("policy");
    },
  );

  it("gives no two templates the same facts", () => {
    const lists = AGENT_TEMPLATES.map((template) => JSON.stringify(template.facts));
    expect(new Set(lists).size).toBe(AGENT_TEMPLATES.length);
  });
});
