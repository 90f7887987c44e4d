import type { ReactNode } from "react";
import { Field } from "./field";
import { Options, Select } from "./select";

/** A labelled select of a closed list: only one of `items` can be chosen, and `onChoose` is told which. */
export function ChoiceField<Item extends string>({
  label,
  hint,
  items,
  value,
  itemLabel,
  onChoose,
}: {
  label: string;
  hint?: ReactNode;
  items: readonly Item[];
  value: Item;
  itemLabel: (item: Item) => ReactNode;
  onChoose: (item: Item) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <Select
          {...control}
          value={value}
          onChange={(event) => {
            const chosen = items.find((item) => item === event.target.value);
            if (chosen) onChoose(chosen);
          }}
        >
          <Options items={items} label={itemLabel} />
        </Select>
      )}
    </Field>
  );
}
