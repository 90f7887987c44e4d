import type { TransferTarget } from "../../src/shared/api/transfers";

/** An agent's fields that put callers asking for a person through to a manager at this number. */
export const managerAt = (number: string): { transferTargets: TransferTarget[] } => ({
  transferTargets: [{ label: "Manager", number, whenAsked: true, whenUrgent: false, rule: "" }],
});
