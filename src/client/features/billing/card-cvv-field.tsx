import { VerifyCvvRequestSchema } from "../../../shared/api/payments";
import { maxLengthOf } from "../../forms/form-validation";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";

const CVV_MAX_LENGTH = maxLengthOf(VerifyCvvRequestSchema.shape.cvv);

/**
 * A saved card's security code, asked before the card is shown in full or charged with the owner
 * present: the same field, and the same server check, in both places.
 */
export function CardCvvField({
  value,
  error,
  hint,
  onValueChange,
  autoFocus = false,
}: {
  value: string;
  error: string | null | undefined;
  hint: string;
  onValueChange: (cvv: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <Field label="CVV" error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          name="cvv"
          inputMode="numeric"
          autoComplete="off"
          maxLength={CVV_MAX_LENGTH}
          className="max-w-32 tabular-nums"
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => onValueChange(event.target.value.replace(/\D/g, ""))}
        />
      )}
    </Field>
  );
}
