import { Plus } from "lucide-react";
import { type Dispatch, type ReactNode, useEffect, useId, useRef } from "react";
import {
  KNOWLEDGE_FACT_KINDS,
  type KnowledgeFactKind,
  POLICY_TOPICS,
  type PolicyTopic,
} from "../../../shared/catalog/knowledge";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { RemoveButton } from "../../ui/remove-button";
import { Options, Select } from "../../ui/select";
import { TextareaField, TextField } from "../../ui/text-field";
import {
  type FocusTarget,
  type KnowledgeEditorAction,
  type KnowledgeEditorState,
  rowsOfKind,
} from "./knowledge-editor-state";
import { KIND_NOUNS, type KnowledgeRow, type RowErrors, type RowOfKind, rowLabel } from "./knowledge-rows";

const GROUPS: Record<KnowledgeFactKind, { title: string; emptyHint: string; addLabel: string }> = {
  service: {
    title: "Services & menu",
    emptyHint: "Add what you sell or offer, with its price: a haircut, a margherita pizza, an oil change.",
    addLabel: "Add a service or menu item",
  },
  faq: {
    title: "Questions & answers",
    emptyHint: "Add a question callers often ask, with the answer the agent should give.",
    addLabel: "Add a question",
  },
  policy: {
    title: "Policies",
    emptyHint: "Add how callers can pay, parking, cancellations, insurance you accept or areas you serve.",
    addLabel: "Add a policy",
  },
  staff: {
    title: "Staff",
    emptyHint: "Add the people callers may ask for, with their role.",
    addLabel: "Add a staff member",
  },
  location: {
    title: "Location",
    emptyHint: "Add your address and how to find you.",
    addLabel: "Add an address",
  },
};

export const POLICY_TOPIC_LABELS: Record<PolicyTopic, string> = {
  payment: "Payment methods",
  parking: "Parking",
  cancellation: "Cancellations",
  insurance: "Insurance accepted",
  "areas-served": "Areas served",
  other: "Other",
};

const focusKeyOf = (target: FocusTarget): string =>
  "addButton" in target ? `add:${target.addButton}` : `${target.rowId}:${target.field}`;

/** One field of a row: a text input unless `rows` makes it a text area; `wide` spans both columns. */
type FieldSpec = {
  label: string;
  hint?: string;
  placeholder?: string;
  maxLength?: number;
  rows?: number;
  wide?: boolean;
  inputMode?: "decimal" | "numeric";
  autoComplete?: string;
};

/** The fields of each kind of fact, in the order a row shows them; a policy's topic is a list of its own. */
const FIELDS: { [Kind in KnowledgeFactKind]: [keyof RowOfKind<Kind> & string, FieldSpec][] } = {
  service: [
    ["name", { label: "Name", wide: true, maxLength: 120 }],
    [
      "priceFrom",
      {
        label: "Price from",
        hint: "The price, or the lowest of a range.",
        inputMode: "decimal",
        placeholder: "14.50",
      },
    ],
    [
      "priceTo",
      { label: "Price to (optional)", hint: "For a range, the highest price.", inputMode: "decimal" },
    ],
    [
      "durationMinutes",
      { label: "Duration in minutes (optional)", hint: "For what callers book.", inputMode: "numeric" },
    ],
    [
      "availability",
      { label: "Availability (optional)", hint: "For example: weekends only.", maxLength: 200 },
    ],
    ["description", { label: "Description (optional)", wide: true, rows: 2, maxLength: 500 }],
  ],
  faq: [
    ["question", { label: "Question", wide: true, maxLength: 300 }],
    ["answer", { label: "Answer", wide: true, rows: 2, maxLength: 1000 }],
  ],
  policy: [
    [
      "text",
      {
        label: "Policy",
        hint: "In the words callers should hear, for example: cash and all major cards.",
        wide: true,
        rows: 2,
        maxLength: 1000,
      },
    ],
  ],
  staff: [
    ["name", { label: "Name", maxLength: 120 }],
    ["role", { label: "Role (optional)", placeholder: "Head chef", maxLength: 120 }],
  ],
  location: [
    ["address", { label: "Address", wide: true, autoComplete: "street-address", maxLength: 300 }],
    [
      "directions",
      {
        label: "Directions (optional)",
        hint: "Landmarks, entrance, parking nearby.",
        wide: true,
        rows: 2,
        maxLength: 1000,
      },
    ],
  ],
};

function RowFields({
  row,
  errors,
  onChange,
}: {
  row: KnowledgeRow;
  errors: RowErrors;
  onChange: (field: string, value: string) => void;
}) {
  const fields = FIELDS[row.kind] as [string, FieldSpec][];
  return (
    <>
      {row.kind === "policy" ? (
        <Field label="About" error={errors.topic} className="sm:col-span-2">
          {(control) => (
            <Select
              {...control}
              data-focus-key={`${row.rowId}:topic`}
              value={row.topic}
              onChange={(event) => onChange("topic", event.target.value)}
            >
              <option value="">Choose what it is about</option>
              <Options items={POLICY_TOPICS} label={(topic) => POLICY_TOPIC_LABELS[topic]} />
            </Select>
          )}
        </Field>
      ) : null}
      {fields.map(([field, { wide, rows, ...spec }]) => {
        const props = {
          ...spec,
          fieldClassName: wide ? "sm:col-span-2" : undefined,
          value: String(row[field as keyof KnowledgeRow]),
          error: errors[field],
          "data-focus-key": `${row.rowId}:${field}`,
          onValueChange: (value: string) => onChange(field, value),
        };
        return rows ? (
          <TextareaField key={field} rows={rows} {...props} />
        ) : (
          <TextField key={field} {...props} />
        );
      })}
    </>
  );
}

function KnowledgeGroup({
  kind,
  rows,
  errors,
  dispatch,
  disabled,
}: {
  kind: KnowledgeFactKind;
  rows: readonly KnowledgeRow[];
  errors: KnowledgeEditorState["errors"];
  dispatch: Dispatch<KnowledgeEditorAction>;
  disabled: boolean;
}) {
  const group = GROUPS[kind];
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h4 id={headingId} className="text-sm font-semibold">
        {group.title}
        {rows.length > 0 ? (
          <span className="ml-1 font-normal text-muted-foreground">({rows.length})</span>
        ) : null}
      </h4>
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">{group.emptyHint}</p> : null}
      {rows.map((row, index) => {
        const label = rowLabel(row, index + 1);
        return (
          <fieldset key={row.rowId} className="min-w-0 rounded-lg border border-border p-3">
            <legend className="sr-only">{`${KIND_NOUNS[kind]} ${index + 1}`}</legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <RowFields
                row={row}
                errors={errors[row.rowId] ?? {}}
                onChange={(field, value) => dispatch({ type: "changed", rowId: row.rowId, field, value })}
              />
            </div>
            <RemoveButton
              className="mt-2 text-destructive-text"
              aria-label={`Remove ${label}`}
              disabled={disabled}
              onClick={() => dispatch({ type: "removed", rowId: row.rowId })}
            >
              Remove
            </RemoveButton>
          </fieldset>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        data-focus-key={`add:${kind}`}
        disabled={disabled}
        onClick={() => dispatch({ type: "added", kind })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {group.addLabel}
      </Button>
    </section>
  );
}

/**
 * What the agent knows about the business, as rows grouped by kind, each with the fields of its kind.
 * The keyboard follows the edits: into a new row, to the first field to fix, and after a removal to
 * the next row of the group or its Add button.
 */
export function KnowledgeEditor({
  state,
  dispatch,
  disabled = false,
  children,
}: {
  state: KnowledgeEditorState;
  dispatch: Dispatch<KnowledgeEditorAction>;
  disabled?: boolean;
  /** Shown under the groups (the documents of an agent that exists). */
  children?: ReactNode;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.focus === null) return;
    const key = focusKeyOf(state.focus);
    const target = containerRef.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`);
    target?.focus();
    target?.scrollIntoView?.({ block: "nearest" });
    dispatch({ type: "focused" });
  }, [state.focus, dispatch]);

  return (
    <div ref={containerRef} className="flex flex-col gap-5">
      {KNOWLEDGE_FACT_KINDS.map((kind) => (
        <KnowledgeGroup
          key={kind}
          kind={kind}
          rows={rowsOfKind(state.rows, kind)}
          errors={state.errors}
          dispatch={dispatch}
          disabled={disabled}
        />
      ))}
      {children}
    </div>
  );
}
