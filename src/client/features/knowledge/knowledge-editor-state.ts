import type { KnowledgeFact } from "../../../shared/api/knowledge";
import type { KnowledgeFactKind } from "../../../shared/catalog/knowledge";
import {
  checkRows,
  type KnowledgeRow,
  newRow,
  ROW_FIELDS,
  type RowErrors,
  type RowOfKind,
  rowOfFact,
} from "./knowledge-rows";

/** Where the keyboard goes after an edit: a row's field, or a group's Add button when it has no rows. */
export type FocusTarget = { rowId: string; field: string } | { addButton: KnowledgeFactKind };

export interface KnowledgeEditorState {
  rows: readonly KnowledgeRow[];
  /** Each row's errors since the last save attempt; editing a field clears its own. */
  errors: Readonly<Record<string, RowErrors>>;
  focus: FocusTarget | null;
}

export type KnowledgeEditorAction =
  | { type: "reset"; facts: readonly KnowledgeFact[] }
  | {
      type: "added";
      kind: KnowledgeFactKind;
      fields?: Partial<Omit<KnowledgeRow, "rowId" | "kind">>;
      /** The field that takes the keyboard; the row's first by default. */
      focusField?: string;
    }
  | { type: "changed"; rowId: string; field: string; value: string }
  | { type: "removed"; rowId: string }
  | { type: "checked" }
  | { type: "focused" };

export function knowledgeEditorStateOf(facts: readonly KnowledgeFact[]): KnowledgeEditorState {
  return { rows: facts.map(rowOfFact), errors: {}, focus: null };
}

/** After a row goes, the keyboard stays in its group: the next row, else the one before, else Add. */
function focusAfterRemoving(rows: readonly KnowledgeRow[], removed: KnowledgeRow): FocusTarget {
  const sameKind = rows.filter((row) => row.kind === removed.kind);
  const index = sameKind.findIndex((row) => row.rowId === removed.rowId);
  const neighbour = sameKind[index + 1] ?? sameKind[index - 1];
  return neighbour
    ? { rowId: neighbour.rowId, field: ROW_FIELDS[neighbour.kind][0] ?? "" }
    : { addButton: removed.kind };
}

export function knowledgeEditorReducer(
  state: KnowledgeEditorState,
  action: KnowledgeEditorAction,
): KnowledgeEditorState {
  switch (action.type) {
    case "reset":
      return knowledgeEditorStateOf(action.facts);
    case "added": {
      const row = newRow(action.kind, action.fields as Partial<Omit<RowOfKind<typeof action.kind>, "rowId">>);
      return {
        ...state,
        rows: [...state.rows, row],
        focus: { rowId: row.rowId, field: action.focusField ?? ROW_FIELDS[action.kind][0] ?? "" },
      };
    }
    case "changed": {
      const rowErrors = state.errors[action.rowId];
      return {
        ...state,
        rows: state.rows.map((row) =>
          row.rowId === action.rowId ? ({ ...row, [action.field]: action.value } as KnowledgeRow) : row,
        ),
        errors:
          rowErrors?.[action.field] === undefined
            ? state.errors
            : { ...state.errors, [action.rowId]: { ...rowErrors, [action.field]: undefined } },
      };
    }
    case "removed": {
      const removed = state.rows.find((row) => row.rowId === action.rowId);
      if (!removed) return state;
      const { [action.rowId]: _gone, ...errors } = state.errors;
      return {
        rows: state.rows.filter((row) => row.rowId !== action.rowId),
        errors,
        focus: focusAfterRemoving(state.rows, removed),
      };
    }
    case "checked": {
      const checked = checkRows(state.rows);
      return checked.ok
        ? { ...state, errors: {} }
        : { ...state, errors: checked.errors, focus: checked.firstInvalid };
    }
    case "focused":
      return state.focus === null ? state : { ...state, focus: null };
  }
}

/** The facts the rows make, or null when a row does not pass (its errors are then in the state). */
export function factsOfRows(rows: readonly KnowledgeRow[]): KnowledgeFact[] | null {
  const checked = checkRows(rows);
  return checked.ok ? checked.facts : null;
}

/** The rows of one kind, in screen order. */
export function rowsOfKind<Kind extends KnowledgeFactKind>(
  rows: readonly KnowledgeRow[],
  kind: Kind,
): RowOfKind<Kind>[] {
  return rows.filter((row): row is RowOfKind<Kind> => row.kind === kind);
}
