// The agent builder's enumerations and constants.

export const BUSINESS_CATEGORIES = [
  "restaurant",
  "retail",
  "healthcare",
  "legal",
  "real-estate",
  "automotive",
  "beauty",
  "education",
  "finance",
  "technology",
  "construction",
  "travel",
  "fitness",
  "consulting",
  "other",
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export const BUSINESS_CATEGORY_LABELS: Record<BusinessCategory, string> = {
  restaurant: "Restaurant",
  retail: "Retail",
  healthcare: "Healthcare",
  legal: "Legal",
  "real-estate": "Real Estate",
  automotive: "Automotive",
  beauty: "Beauty",
  education: "Education",
  finance: "Finance",
  technology: "Technology",
  construction: "Construction",
  travel: "Travel",
  fitness: "Fitness",
  consulting: "Consulting",
  other: "Other",
};

export const LANGUAGES = ["english", "spanish", "multilingual"] as const;
export type AgentLanguage = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<AgentLanguage, string> = {
  english: "English",
  spanish: "Spanish",
  multilingual: "English & Spanish",
};

export const VOICES = ["male", "female"] as const;
export type AgentVoice = (typeof VOICES)[number];

// 32 IANA zones across North America, Europe, Asia, Australia and New
// Zealand, Brazil, Mexico, Egypt, South Africa and Iceland.
export const TIMEZONES = [
  { id: "America/New_York", label: "Eastern Time (New York)" },
  { id: "America/Chicago", label: "Central Time (Chicago)" },
  { id: "America/Denver", label: "Mountain Time (Denver)" },
  { id: "America/Phoenix", label: "Mountain Time, no DST (Phoenix)" },
  { id: "America/Los_Angeles", label: "Pacific Time (Los Angeles)" },
  { id: "America/Anchorage", label: "Alaska Time (Anchorage)" },
  { id: "Pacific/Honolulu", label: "Hawaii Time (Honolulu)" },
  { id: "America/Toronto", label: "Eastern Time (Toronto)" },
  { id: "America/Vancouver", label: "Pacific Time (Vancouver)" },
  { id: "America/Halifax", label: "Atlantic Time (Halifax)" },
  { id: "America/Mexico_City", label: "Central Time (Mexico City)" },
  { id: "America/Sao_Paulo", label: "Brasília Time (São Paulo)" },
  { id: "Europe/London", label: "UK Time (London)" },
  { id: "Europe/Dublin", label: "Irish Time (Dublin)" },
  { id: "Europe/Paris", label: "Central European Time (Paris)" },
  { id: "Europe/Berlin", label: "Central European Time (Berlin)" },
  { id: "Europe/Madrid", label: "Central European Time (Madrid)" },
  { id: "Europe/Rome", label: "Central European Time (Rome)" },
  { id: "Europe/Amsterdam", label: "Central European Time (Amsterdam)" },
  { id: "Europe/Athens", label: "Eastern European Time (Athens)" },
  { id: "Atlantic/Reykjavik", label: "Iceland Time (Reykjavík)" },
  { id: "Africa/Cairo", label: "Egypt Time (Cairo)" },
  { id: "Africa/Johannesburg", label: "South Africa Time (Johannesburg)" },
  { id: "Asia/Dubai", label: "Gulf Time (Dubai)" },
  { id: "Asia/Kolkata", label: "India Time (Kolkata)" },
  { id: "Asia/Singapore", label: "Singapore Time" },
  { id: "Asia/Shanghai", label: "China Time (Shanghai)" },
  { id: "Asia/Tokyo", label: "Japan Time (Tokyo)" },
  { id: "Australia/Perth", label: "Western Australia Time (Perth)" },
  { id: "Australia/Brisbane", label: "Queensland Time (Brisbane)" },
  { id: "Australia/Sydney", label: "Eastern Australia Time (Sydney)" },
  { id: "Pacific/Auckland", label: "New Zealand Time (Auckland)" },
] as const;
export type TimezoneId = (typeof TIMEZONES)[number]["id"];
export const TIMEZONE_IDS = TIMEZONES.map((zone) => zone.id) as [TimezoneId, ...TimezoneId[]];
export const DEFAULT_TIMEZONE: TimezoneId = "America/New_York";

export const AGENT_STATUSES = ["processing", "active", "paused"] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_COUNTER_WARN_AT = 3500;
export const CHAT_COUNTER_DANGER_AT = 3800;
export const CHAT_INPUT_MAX_HEIGHT_PX = 200;
export const CREATION_DELAY_MS = 15_000;
export const DELETED_AGENT_BANNER_MIN_MESSAGES = 8;
export const CONFIGURE_COMMANDS = ["configure", "config", "configure agent"] as const;
// The assistant's reply containing this tells the client creation is under way.
export const AGENT_BEING_CREATED_PHRASE = "is being created and will be live soon";

// Field sizes: bounded so a conversation or an agent cannot grow without limit.
export const AGENT_TEXT_MAX = 200;
export const AGENT_LONG_TEXT_MAX = 2000;
export const CONVERSATION_MESSAGES_MAX = 500;
