import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { type OwnerReplyWords, type PhraseList, phrasesOfEvery } from "../../text/phrases/phrases";

/** One list of the words owners answer the assistant with, in every language. */
export const everyOwnerReply = (list: (words: OwnerReplyWords) => PhraseList) =>
  phrasesOfEvery(PHRASE_LANGUAGES, (language) => list(language.ownerReplies));
