import { describe, expect, it } from "vitest";
import { serviceFact } from "../../../../tests/support/knowledge-facts";
import type { KnowledgeFact } from "../../../shared/api/knowledge";
import { factKey, withNewFacts } from "./fact-merging";
import {
  type KnowledgeEditorAction,
  type KnowledgeEditorState,
  knowledgeEditorReducer,
  knowledgeEditorStateOf,
} from "./knowledge-editor-state";
import { checkRows } from "./knowledge-rows";

const MARGHERITA = serviceFact("Margherita", 14, null, { description: "Tomato, mozzarella, basil" });

function run(state: KnowledgeEditorState, ...actions: KnowledgeEditorAction[]): KnowledgeEditorState {
  return actions.reduce(knowledgeEditorReducer, state);
}

/** The state after adding a row of `kind` and typing `typed` into it. */
function typedRow(kind: KnowledgeFact["kind"], typed: Record<string, string>): KnowledgeEditorState {
  const added = run(knowledgeEditorStateOf([]), { type: "added", kind });
  const rowId = added.rows[0]?.rowId ?? "";
  return run(
    added,
    ...Object.entries(typed).map(([field, value]) => ({ type: "changed" as const, rowId, field, value })),
  );
}

describe("the Knowledge editor's rows", () => {
  it("shows a saved fact in its fields and gives it back unchanged", () => {
    const range: KnowledgeFact = { ...MARGHERITA, name: "Party tray", price: { from: 80, to: 120.5 } };
    const state = knowledgeEditorStateOf([MARGHERITA, range]);
    expect(state.rows[1]).toMatchObject({ priceFrom: "80", priceTo: "120.50" });
    expect(checkRows(state.rows)).toEqual({ ok: true, facts: [MARGHERITA, range] });
  });

  it("makes a menu item with a price from what the owner types, a dollar sign and commas included", () => {
    const state = typedRow("service", { name: " Large catering ", priceFrom: "$1,250", priceTo: "1500.5" });
    expect(checkRows(state.rows)).toEqual({
      ok: true,
      facts: [serviceFact("Large catering", 1250, 1500.5)],
    });
  });

  it("puts each of the schema's sentences under its own field, the upper price under 'to'", () => {
    const state = run(typedRow("service", { name: "", priceFrom: "20", priceTo: "10" }), { type: "checked" });
    const rowId = state.rows[0]?.rowId ?? "";
    expect(state.errors[rowId]).toEqual({
      name: "Name is required.",
      priceTo: "The upper price must be above the lower one.",
    });
    // The keyboard goes to the first field that needs fixing.
    expect(state.focus).toEqual({ rowId, field: "name" });
  });

  it("refuses a price that is not a number, and a duration that is not whole minutes", () => {
    const state = run(typedRow("service", { name: "Cut", priceFrom: "fourteen", durationMinutes: "1.5" }), {
      type: "checked",
    });
    expect(Object.values(state.errors)[0]).toEqual({
      priceFrom: "Enter the price as a number, like 14 or 14.50.",
      durationMinutes: "Enter the duration in whole minutes.",
    });
  });

  it("asks what a policy is about until a topic is chosen", () => {
    const state = run(typedRow("policy", { text: "Cards and cash" }), { type: "checked" });
    expect(Object.values(state.errors)[0]).toEqual({ topic: "Choose what the policy is about." });
  });

  it("clears a field's error when the owner edits that field, and only that one", () => {
    const checked = run(typedRow("faq", {}), { type: "checked" });
    const rowId = checked.rows[0]?.rowId ?? "";
    const edited = run(checked, { type: "changed", rowId, field: "question", value: "Do you deliver?" });
    expect(edited.errors[rowId]).toEqual({ question: undefined, answer: "Answer is required." });
  });

  it("moves the keyboard to a new row's first field, or to the field named (an answer)", () => {
    const added = run(knowledgeEditorStateOf([]), { type: "added", kind: "staff" });
    expect(added.focus).toEqual({ rowId: added.rows[0]?.rowId, field: "name" });
    const faq = run(added, {
      type: "added",
      kind: "faq",
      fields: { question: "Do you have gluten-free crust?" },
      focusField: "answer",
    });
    expect(faq.rows[1]).toMatchObject({
      kind: "faq",
      question: "Do you have gluten-free crust?",
      answer: "",
    });
    expect(faq.focus).toEqual({ rowId: faq.rows[1]?.rowId, field: "answer" });
  });

  it("keeps the keyboard in the group when a row is removed: the next row, else Add", () => {
    const two = run(
      knowledgeEditorStateOf([]),
      { type: "added", kind: "staff" },
      { type: "added", kind: "faq" },
      { type: "added", kind: "staff" },
    );
    const [firstStaff, faq, secondStaff] = two.rows;
    const removedFirst = run(two, { type: "removed", rowId: firstStaff?.rowId ?? "" });
    expect(removedFirst.focus).toEqual({ rowId: secondStaff?.rowId, field: "name" });
    const removedBoth = run(removedFirst, { type: "removed", rowId: secondStaff?.rowId ?? "" });
    expect(removedBoth.focus).toEqual({ addButton: "staff" });
    expect(removedBoth.rows).toEqual([faq]);
  });

  it("saves the rows group by group, whatever order they were added in", () => {
    const state = knowledgeEditorStateOf([
      { kind: "faq", question: "Parking?", answer: "Behind the shop." },
      MARGHERITA,
    ]);
    const checked = checkRows(state.rows);
    expect(checked.ok && checked.facts.map((fact) => fact.kind)).toEqual(["service", "faq"]);
  });
});

describe("facts the assistant suggests", () => {
  it("are added once: the same fact again, in other case or spacing, is not repeated", () => {
    const again: KnowledgeFact = { ...MARGHERITA, name: "  margherita ", price: { from: 15, to: null } };
    const policy: KnowledgeFact = { kind: "policy", topic: "payment", text: "Cards and cash." };
    expect(withNewFacts([MARGHERITA], [again, policy, policy])).toEqual([MARGHERITA, policy]);
    expect(factKey(again)).toBe(factKey(MARGHERITA));
  });
});
