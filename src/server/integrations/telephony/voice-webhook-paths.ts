// Where Twilio posts a number's calls (routes/voice.ts answers them; the carrier is told them when a
// number is bought). TwiML, not JSON, so these are not contracts (src/shared/api/contracts).
export const VOICE_PATHS = {
  incoming: "/api/voice/incoming",
  turn: "/api/voice/turn",
  status: "/api/voice/status",
  // What follows a ConversationRelay session (its <Connect action>).
  relayEnded: "/api/voice/relay-ended",
  // A caller put through to a person: how the ringing ended (<Dial action>), what the person who
  // picks up hears (<Number url>), and the key they press to take the call (its <Gather action>).
  transferResult: "/api/voice/transfer-result",
  transferWhisper: "/api/voice/transfer-whisper",
  transferAccept: "/api/voice/transfer-accept",
} as const;
