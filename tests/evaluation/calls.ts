import { BILINGUAL_CALLS } from "./calls-bilingual";
import { EVERYDAY_CALLS } from "./calls-everyday";
import { FOURTH_HELDOUT_CALLS } from "./calls-fourth-heldout";
import { HEALTH_CALLS } from "./calls-health";
import { HELDOUT_CALLS } from "./calls-heldout";
import { HOSPITALITY_CALLS } from "./calls-hospitality";
import { NEWCOMER_CALLS } from "./calls-newcomers";
import { SECOND_HELDOUT_CALLS } from "./calls-second-heldout";
import { THIRD_HELDOUT_CALLS } from "./calls-third-heldout";
import { TRADES_CALLS } from "./calls-trades";
import { URGENCY_CALLS } from "./calls-urgency";
import type { ScriptedCall } from "./evaluation-types";

export const SCRIPTED_CALLS: readonly ScriptedCall[] = [
  ...HOSPITALITY_CALLS,
  ...TRADES_CALLS,
  ...HEALTH_CALLS,
  ...EVERYDAY_CALLS,
  ...URGENCY_CALLS,
  ...BILINGUAL_CALLS,
  ...NEWCOMER_CALLS,
  ...HELDOUT_CALLS,
  ...SECOND_HELDOUT_CALLS,
  ...THIRD_HELDOUT_CALLS,
  ...FOURTH_HELDOUT_CALLS,
];
