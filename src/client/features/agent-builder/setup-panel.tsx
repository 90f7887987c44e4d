import { ChevronDown, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
import { cn } from "../../ui/class-names";
import { HeadedRegion } from "../../ui/headed-region";
import { PendingButton } from "../../ui/pending-button";
import { AgentSettingsFields } from "../agents/agent-settings-fields";
import { PhoneNumberPicker } from "../phone/phone-number-picker";
import type { AgentBuilder } from "./use-agent-builder";

/** The phone number and the agent's settings; locked while an agent is being created from them. */
function SetupFields({ builder, isPlus }: { builder: AgentBuilder; isPlus: boolean }) {
  const { state } = builder;
  return (
    <fieldset disabled={builder.creationKind !== null} className="flex min-w-0 flex-col gap-6">
      <PhoneNumberPicker
        selection={state.phone}
        onNumberSourceChange={builder.chooseNumberSource}
        onCountryChange={builder.chooseCountry}
        onAreaCodeChange={builder.chooseAreaCode}
        onPhoneNumberChange={builder.choosePhoneNumber}
      />
      <AgentSettingsFields
        settings={state.settings}
        onChange={builder.changeSettings}
        isPlus={isPlus}
        editsBusinessContacts
      />
      {builder.hasUnappliedSettings || builder.creationKind === "settings" ? (
        <div className="sticky bottom-0 flex flex-col gap-2 rounded-lg border border-primary/40 bg-primary-soft p-3 text-sm">
          <p role="status">
            {builder.creationKind === "settings"
              ? "Applying your changes…"
              : "These changes are not live yet: your agent still answers with its saved settings."}
          </p>
          <PendingButton
            size="sm"
            isPending={builder.creationKind !== null}
            icon={RefreshCw}
            onClick={() => void builder.applySettings()}
          >
            Update Agent
          </PendingButton>
        </div>
      ) : null}
    </fieldset>
  );
}

/** Wide screens: the setup sits beside the chat. */
export function SetupSidePanel({ builder, isPlus }: { builder: AgentBuilder; isPlus: boolean }) {
  return (
    <HeadedRegion
      as="aside"
      title="Agent setup"
      className="w-80 shrink-0 overflow-y-auto border-l border-border bg-surface/40 p-5 xl:w-96"
      headingClassName="mb-4 text-base font-semibold"
    >
      <SetupFields builder={builder} isPlus={isPlus} />
    </HeadedRegion>
  );
}

/** Narrow screens: the setup folds above the chat, open until a number is chosen. */
export function SetupDisclosure({ builder, isPlus }: { builder: AgentBuilder; isPlus: boolean }) {
  const { phoneNumber } = builder.state.phone;
  const [isOpen, setIsOpen] = useState(phoneNumber === "");
  const panelId = useId();
  return (
    <section aria-label="Agent setup" className="shrink-0 border-b border-border bg-surface/40">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-12 w-full items-center gap-3 px-4 text-left"
      >
        <span className="text-sm font-semibold">Agent setup</span>
        <span className="min-w-0 flex-1 truncate text-sm text-muted-foreground">
          {phoneNumber ? formatPhoneNumber(phoneNumber) : "Choose a phone number"}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 shrink-0 text-muted-foreground transition-transform", isOpen && "rotate-180")}
        />
      </button>
      {isOpen ? (
        // At most two fifths of a phone's height, so the greeting it leads to stays readable beneath.
        <div id={panelId} className="max-h-[40dvh] overflow-y-auto px-4 pb-4">
          <SetupFields builder={builder} isPlus={isPlus} />
        </div>
      ) : null}
    </section>
  );
}
