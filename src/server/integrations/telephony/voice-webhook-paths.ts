// Where Twilio posts a number's calls (routes/voice.ts answers them; the carrier is told them when a
// number is bought). TwiML, not JSON, so these are not contracts (src/shared/api/contracts).
export const VOICE_PATHS = {
  incoming: "/api/voice/incoming",
  turn: "/api/voice/turn",
  status: "/api/voice/status",
  // What follows a ConversationRelay session (its <Connect action>).
  relayEnded: "/api/voice/relay-ended",
} as const;
