import { toStrictJsonSchema } from "openai/lib/transform";
import { describe, expect, it } from "vitest";
import { serviceFact } from "../../../../tests/support/knowledge-facts";
import { POLICY_TOPICS } from "../../../shared/catalog/knowledge";
import { modelAssistantPerTest, ownerSays } from "./model-assistant-test-support";

// The model assistant gives the facts of the owner's latest message in its strict JSON answer; the
// reply carries those the form accepts, at prices the owner wrote, and never fails over the rest.

const { model, replyWhenModelWrites } = modelAssistantPerTest();

const MARGHERITA_MESSAGE = "margherita is $14, pepperoni $16, we deliver within 3 miles for $4";

describe("the model assistant's facts", () => {
  it("asks for the facts in the strict schema: every kind, every property required", async () => {
    await replyWhenModelWrites(
      {
        response: "Noted.",
        suggestedConfig: null,
        suggestedFacts: [],
      },
      ownerSays(MARGHERITA_MESSAGE),
    );
    const body = JSON.parse(model.requests[0]?.body ?? "{}");
    const { schema } = body.response_format.json_schema;
    expect(toStrictJsonSchema(schema)).toEqual(schema);
    expect(schema.required).toEqual(["response", "suggestedConfig", "suggestedFacts"]);
    const kinds = schema.properties.suggestedFacts.items.anyOf;
    expect(
      kinds.map((kind: { properties: { kind: { enum: string[] } } }) => kind.properties.kind.enum),
    ).toEqual([["service"], ["faq"], ["policy"], ["staff"], ["location"]]);
    for (const kind of kinds) {
      expect(kind.additionalProperties).toBe(false);
      expect([...kind.required].sort()).toEqual(Object.keys(kind.properties).sort());
    }
    expect(kinds[2].properties.topic.enum).toEqual([...POLICY_TOPICS]);
    expect(body.messages[0].content).toContain("suggestedFacts");
    expect(body.messages[0].content).toContain("Never invent a fact or a price");
  });

  it("returns the facts the model read, as the form's knowledge takes them", async () => {
    const reply = await replyWhenModelWrites(
      {
        response: "I've added 2 menu items and a delivery policy to the form. What should your agent do?",
        suggestedConfig: null,
        suggestedFacts: [
          serviceFact("Margherita", 14),
          {
            kind: "service",
            name: " Pepperoni ",
            description: null,
            price: { from: 16, to: null },
            durationMinutes: null,
            availability: null,
          },
          { kind: "policy", topic: "areas-served", text: "We deliver within 3 miles for $4." },
        ],
      },
      ownerSays(MARGHERITA_MESSAGE),
    );
    expect(reply.suggestedFacts).toEqual([
      serviceFact("Margherita", 14),
      serviceFact("Pepperoni", 16),
      { kind: "policy", topic: "areas-served", text: "We deliver within 3 miles for $4." },
    ]);
    expect(reply.response).toContain("I've added 2 menu items");
  });

  it("leaves out the facts the form would refuse and a price the owner never wrote, and still replies", async () => {
    const reply = await replyWhenModelWrites(
      {
        response: "Noted.",
        suggestedConfig: null,
        suggestedFacts: [
          { kind: "policy", topic: "pets", text: "Dogs welcome." },
          {
            kind: "service",
            name: "",
            description: "",
            price: null,
            durationMinutes: null,
            availability: "",
          },
          { kind: "staff", role: "manager" },
          { kind: "recipe", name: "Secret sauce" },
          "margherita",
          serviceFact("Calzone", 12, null, { durationMinutes: 2.5 }),
          serviceFact("Calzone", 12),
        ],
      },
      ownerSays("margherita is $14 and we also do calzones"),
    );
    expect(reply.response).toBe("Noted.");
    expect(reply.suggestedFacts).toEqual([serviceFact("Calzone", null)]);
  });

  it.each([null, "none", { kind: "policy" }, undefined])(
    "replies without facts when they come as %j",
    async (facts) => {
      const reply = await replyWhenModelWrites(
        {
          response: "Noted.",
          suggestedConfig: null,
          suggestedFacts: facts,
        },
        ownerSays(MARGHERITA_MESSAGE),
      );
      expect(reply).toEqual({ response: "Noted." });
    },
  );
});
