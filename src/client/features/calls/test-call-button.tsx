import { Phone } from "lucide-react";
import type { Agent } from "../../../shared/api/agents";
import { Button, type ButtonSize, type ButtonVariant } from "../../ui/button";
import { preloadTestCallScreen, requestTestCall } from "./test-call-launcher";

/** "Test call" for one agent; the call screen's code is fetched as the pointer nears. */
export function TestCallButton({
  agent,
  variant = "outline",
  size = "sm",
  className,
}: {
  agent: Agent;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={`Test call with ${agent.agentName}`}
      onPointerEnter={preloadTestCallScreen}
      onFocus={preloadTestCallScreen}
      onClick={() => requestTestCall(agent)}
    >
      <Phone aria-hidden="true" className="size-4" />
      Test call
    </Button>
  );
}
