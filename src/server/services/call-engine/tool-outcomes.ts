import { z } from "zod";
import type { CallState } from "./types";

// What every tool of the model engine shares: what its calls did to the turn and what it tells
// the model back (model-tools.ts, booking-tools.ts).

/** What the model's tool calls did to the turn so far: its state and whether the call ends after it. */
export type ToolEffects = { state: CallState; hangUp: boolean };

/**
 * What came of one call, told back to the model. `tellCaller`: what came of it is news the caller
 * must hear (the free times, a booking to read back), so the model answers it even after words of
 * its own in the same reply ("One moment, let me book that.").
 */
export type ToolOutcome = { done: boolean; reply: string; tellCaller?: boolean };

/** What a tool's call may take of the turn: its signal ends when the turn can wait no longer. */
export type ToolLimits = { signal?: AbortSignal };

export type Tool<Schema extends z.ZodType> = {
  description: string;
  arguments: Schema;
  run(args: z.output<Schema>, effects: ToolEffects, limits: ToolLimits): ToolOutcome | Promise<ToolOutcome>;
};

/** The tools offered on a call by name, and `add` to offer one more. */
export function toolSet() {
  const tools: Record<string, Tool<z.ZodType>> = {};
  const add = <Schema extends z.ZodType>(name: string, tool: Tool<Schema>) => {
    tools[name] = tool as unknown as Tool<z.ZodType>;
  };
  return { tools, add };
}

export type AddTool = ReturnType<typeof toolSet>["add"];

/** A tool's text argument: trimmed, not empty, at most `max` characters. */
export const text = (max: number) => z.string().trim().min(1).max(max);

export const done = (reply: string): ToolOutcome => ({ done: true, reply });
/** Done, and what came of it is for the caller to hear. */
export const told = (reply: string): ToolOutcome => ({ done: true, reply, tellCaller: true });
export const refused = (reason: string): ToolOutcome => ({
  done: false,
  reply: `Not done: ${reason} Correct the call, or ask the caller for what is missing.`,
});
