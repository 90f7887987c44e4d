import type { Assistant } from "./assistant";
import { correctGrammarOffline } from "./grammar-correction";
import { interview } from "./interviewer";

// Without AI_BASE_URL the assistant is built in, deterministic and needs no network.
export function createOfflineAssistant(): Assistant {
  return {
    async reply({ message, history }) {
      return interview({ message, history });
    },
    async correctGrammar({ text }) {
      return correctGrammarOffline(text);
    },
  };
}
