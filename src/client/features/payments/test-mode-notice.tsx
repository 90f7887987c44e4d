import { FlaskConical } from "lucide-react";
import { cn } from "../../ui/class-names";
import { usePaymentsConfig } from "./payments-api";

export const TEST_MODE_SENTENCE = "Test mode: no real money moves; use test card 4242 4242 4242 4242";

/**
 * Said on every payment screen while the server pays through its offline test processor, so no
 * one mistakes a test payment for a real one, or a real card for a test one. Nothing with Stripe.
 */
export function TestModeNotice({ className }: { className?: string }) {
  const config = usePaymentsConfig();
  if (config.data?.processor !== "offline") return null;
  return (
    <p
      role="note"
      className={cn(
        "flex items-start gap-2 rounded-lg border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-warning-text",
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{TEST_MODE_SENTENCE}</span>
    </p>
  );
}
