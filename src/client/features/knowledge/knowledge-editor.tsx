import { Plus, Trash2 } from "lucide-react";
import { type Dispatch, type ReactNode, useEffect, useId, useRef } from "react";
import {
  KNOWLEDGE_FACT_KINDS,
  type KnowledgeFactKind,
  POLICY_TOPICS,
  type PolicyTopic,
} from "../../../shared/catalog/knowledge";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Select } from "../../ui/select";
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

interface RowProps<Kind extends KnowledgeFactKind> {
  row: RowOfKind<Kind>;
  errors: RowErrors;
  onChange: (field: string, value: string) => void;
}

/** The props of a text field of a row: its value, its error, where focus may be sent, and the edit. */
function rowField<Kind extends KnowledgeFactKind>(
  { row, errors, onChange }: RowProps<Kind>,
  field: keyof RowOfKind<Kind> & string,
) {
  return {
    value: String(row[field]),
    error: errors[field],
    "data-focus-key": `${row.rowId}:${field}`,
    onValueChange: (value: string) => onChange(field, value),
  };
}

function ServiceFields(props: RowProps<"service">) {
  return (
    <>
      <TextField label="Name" fieldClassName="sm:col-span-2" maxLength={120} {...rowField(props, "name")} />
      <TextField
        label="Price from"
        hint="The price, or the lowest of a range."
        inputMode="decimal"
        placeholder="14.50"
        {...rowField(props, "priceFrom")}
      />
      <TextField
        label="Price to (optional)"
        hint="For a range, the highest price."
        inputMode="decimal"
        {...rowField(props, "priceTo")}
      />
      <TextField
        label="Duration in minutes (optional)"
        hint="For what callers book."
        inputMode="numeric"
        {...rowField(props, "durationMinutes")}
      />
      <TextField
        label="Availability (optional)"
        hint="For example: weekends only."
        maxLength={200}
        {...rowField(props, "availability")}
      />
      <TextareaField
        label="Description (optional)"
        fieldClassName="sm:col-span-2"
        rows={2}
        maxLength={500}
        {...rowField(props, "description")}
      />
    </>
  );
}

function FaqFields(props: RowProps<"faq">) {
  return (
    <>
      <TextField
        label="Question"
        fieldClassName="sm:col-span-2"
        maxLength={300}
        {...rowField(props, "question")}
      />
      <TextareaField
        label="Answer"
        fieldClassName="sm:col-span-2"
        rows={2}
        maxLength={1000}
        {...rowField(props, "answer")}
      />
    </>
  );
}

function PolicyFields(props: RowProps<"policy">) {
  const { row, errors, onChange } = props;
  return (
    <>
      <Field label="About" error={errors.topic} className="sm:col-span-2">
        {(control) => (
          <Select
            {...control}
            data-focus-key={`${row.rowId}:topic`}
            value={row.topic}
            onChange={(event) => onChange("topic", event.target.value)}
          >
            <option value="">Choose what it is about</option>
            {POLICY_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {POLICY_TOPIC_LABELS[topic]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextareaField
        label="Policy"
        hint="In the words callers should hear, for example: cash and all major cards."
        fieldClassName="sm:col-span-2"
        rows={2}
        maxLength={1000}
        {...rowField(props, "text")}
      />
    </>
  );
}

function StaffFields(props: RowProps<"staff">) {
  return (
    <>
      <TextField label="Name" maxLength={120} {...rowField(props, "name")} />
      <TextField
        label="Role (optional)"
        placeholder="Head chef"
        maxLength={120}
        {...rowField(props, "role")}
      />
    </>
  );
}

function LocationFields(props: RowProps<"location">) {
  return (
    <>
      <TextField
        label="Address"
        fieldClassName="sm:col-span-2"
        autoComplete="street-address"
        maxLength={300}
        {...rowField(props, "address")}
      />
      <TextareaField
        label="Directions (optional)"
        hint="Landmarks, entrance, parking nearby."
        fieldClassName="sm:col-span-2"
        rows={2}
        maxLength={1000}
        {...rowField(props, "directions")}
      />
    </>
  );
}

function RowFields({
  row,
  errors,
  onChange,
}: {
  row: KnowledgeRow;
  errors: RowErrors;
  onChange: RowProps<"faq">["onChange"];
}) {
  switch (row.kind) {
    case "service":
      return <ServiceFields row={row} errors={errors} onChange={onChange} />;
    case "faq":
      return <FaqFields row={row} errors={errors} onChange={onChange} />;
    case "policy":
      return <PolicyFields row={row} errors={errors} onChange={onChange} />;
    case "staff":
      return <StaffFields row={row} errors={errors} onChange={onChange} />;
    case "location":
      return <LocationFields row={row} errors={errors} onChange={onChange} />;
  }
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
            <Button
              variant="ghost"
              size="sm"
              className="mt-2 text-destructive-text"
              aria-label={`Remove ${label}`}
              disabled={disabled}
              onClick={() => dispatch({ type: "removed", rowId: row.rowId })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </Button>
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
