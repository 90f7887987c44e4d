import type { KnowledgeFact } from "../../src/shared/api/knowledge";

// For tests of what an agent knows: facts as the owner's form stores them, every field of their
// kind present and the ones the owner left out empty.

type ServiceFact = Extract<KnowledgeFact, { kind: "service" }>;

/** A service or menu item at a price (`from`, or `from` to `to`; none when `from` is null). */
export function serviceFact(
  name: string,
  from: number | null,
  to: number | null = null,
  more: Partial<Omit<ServiceFact, "kind" | "name" | "price">> = {},
): ServiceFact {
  return {
    kind: "service",
    name,
    description: "",
    price: from === null ? null : { from, to },
    durationMinutes: null,
    availability: "",
    ...more,
  };
}
