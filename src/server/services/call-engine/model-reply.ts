import { z } from "zod";
import { AGENT_LONG_TEXT_MAX, AGENT_TEXT_MAX } from "../../../shared/catalog/agents";
import { STATE_LINE_OPENER } from "./model-prompt";

// Issue 6 §1: the model's reply is spoken words followed by one state line,
//   <<state {"language":"english","needMet":true,"message":null,"workflowItem":null,"sendReviewLink":false,"hangUp":false}>>
// which reports what the turn did without tools, so it works on any OpenAI-compatible server
// (tool calling is not universal among them). The line is validated here and never spoken. A
// reply without it, or with a line that does not validate, is a model failure: the engine then
// takes a message, so a message or booking the model claims to have taken is never lost silently.

const ModelStateSchema = z.object({
  language: z.enum(["english", "spanish"]).optional(),
  needMet: z.boolean().default(false),
  message: z
    .object({
      callerName: z.string().trim().min(1).max(AGENT_TEXT_MAX),
      callbackNumber: z.string().trim().max(AGENT_TEXT_MAX),
      reason: z.string().trim().min(1).max(AGENT_LONG_TEXT_MAX),
    })
    .nullish(),
  workflowItem: z
    .object({
      kind: z.string().trim().min(1).max(AGENT_TEXT_MAX),
      summary: z.string().trim().min(1).max(AGENT_LONG_TEXT_MAX),
      // "partySize": 4 is as good as "4"; the stored details are text.
      details: z.record(
        z.string().max(AGENT_TEXT_MAX),
        z
          .union([z.string(), z.number(), z.boolean()])
          .transform(String)
          .pipe(z.string().max(AGENT_LONG_TEXT_MAX)),
      ),
    })
    .nullish(),
  sendReviewLink: z.boolean().default(false),
  hangUp: z.boolean().default(false),
});
type ModelState = z.infer<typeof ModelStateSchema>;

export type ModelReply = { say: string; state: ModelState };

class ModelReplyError extends Error {}

// A voice would read these out or stumble on them: markdown marks and emojis.
const UNSPEAKABLE = /[*_#`~>|]|\p{Extended_Pictographic}|\uFE0F/gu;

/** Splits a model reply into what is said and its validated state line. */
export function readModelReply(reply: string): ModelReply {
  const opener = reply.lastIndexOf(STATE_LINE_OPENER);
  if (opener === -1) throw new ModelReplyError("The model's reply has no state line.");
  const line = reply.slice(opener + STATE_LINE_OPENER.length).trim();
  const json = line.endsWith(">>") ? line.slice(0, -2) : line;
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(json);
  } catch {
    throw new ModelReplyError("The model's state line is not JSON.");
  }
  const state = ModelStateSchema.safeParse(parsedJson);
  if (!state.success) throw new ModelReplyError("The model's state line is not in the agreed form.");
  const say = reply.slice(0, opener).replace(UNSPEAKABLE, "").replace(/\s+/g, " ").trim();
  if (!say) throw new ModelReplyError("The model's reply has nothing to say.");
  return { say, state: state.data };
}
