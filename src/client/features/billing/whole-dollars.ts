/**
 * An amount typed in whole dollars (a custom top-up, the auto-recharge limit). Cents are
 * dropped; text that is not a number falls back to `fallback`. Range checks belong to the shared schema.
 */
export function parseWholeDollars(text: string, fallback: number): number {
  const trimmed = text.trim();
  const amount = Number(trimmed);
  if (trimmed === "" || !Number.isFinite(amount)) return fallback;
  return Math.floor(amount);
}
