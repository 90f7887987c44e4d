import { Clock } from "lucide-react";
import { useId } from "react";
import { LANGUAGE_LABELS } from "../../../shared/catalog/agents";
import type { AgentTemplate } from "../../../shared/catalog/templates";
import { cn } from "../../ui/class-names";
import { TemplateIcon } from "./template-icons";

const VOICE_LABELS = { male: "Male voice", female: "Female voice" } as const;

function Badge({ children, tone = "neutral" }: { children: string; tone?: "neutral" | "accent" }) {
  return (
    <li
      className={cn(
        "rounded-full border px-2.5 py-0.5 text-xs font-medium",
        tone === "accent"
          ? "border-primary/40 bg-primary-soft text-primary-text"
          : "border-border bg-surface-raised text-muted-foreground",
      )}
    >
      {children}
    </li>
  );
}

/**
 * One template of the gallery. The title is a button stretched over the whole card, so the card is one
 * keyboard stop named after the template, and headings still list the templates for screen readers.
 */
export function TemplateCard({ template, onChoose }: { template: AgentTemplate; onChoose: () => void }) {
  const descriptionId = useId();
  return (
    <article
      className={cn(
        "relative flex h-full flex-col gap-4 rounded-xl border border-border bg-surface p-5 transition-colors",
        "hover:border-border-strong hover:bg-surface-raised",
        "has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-ring",
      )}
    >
      <div className="flex items-start gap-3">
        <TemplateIcon name={template.icon} />
        <div className="min-w-0">
          <h2 className="font-semibold leading-snug">
            <button
              type="button"
              onClick={onChoose}
              aria-label={`Use the ${template.title} template`}
              aria-describedby={descriptionId}
              className="text-left outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {template.title}
            </button>
          </h2>
          <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
            {template.description}
          </p>
        </div>
      </div>
      <p className="line-clamp-3 text-xs leading-relaxed text-faint-foreground">{template.agentPurpose}</p>
      <div className="mt-auto flex flex-col gap-3">
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground tabular-nums">
          <Clock aria-hidden="true" className="size-3.5" />
          {template.operatingHours.enabled ? template.operatingHours.hours : "Answers around the clock"}
        </p>
        <ul aria-label="Settings" className="flex flex-wrap gap-1.5">
          {template.reputationManagement ? <Badge tone="accent">Reputation management</Badge> : null}
          {template.workflowMode ? <Badge tone="accent">Workflow mode</Badge> : null}
          <Badge>{LANGUAGE_LABELS[template.language]}</Badge>
          <Badge>{VOICE_LABELS[template.voice]}</Badge>
        </ul>
      </div>
    </article>
  );
}
