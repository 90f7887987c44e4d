import { PREPARED_TEMPLATE_STORAGE_KEY, type PreparedAgentConfig } from "../../../shared/catalog/templates";

/**
 * Hands the prepared configuration to the main screen through local storage, which loads it
 * once and removes it. Returns false when the browser refuses storage (private modes, blocked site data):
 * unlike the other stored values, this one is the whole point of the form, so the owner must be told.
 */
export function storePreparedTemplate(config: PreparedAgentConfig): boolean {
  try {
    window.localStorage.setItem(PREPARED_TEMPLATE_STORAGE_KEY, JSON.stringify(config));
    return true;
  } catch {
    return false;
  }
}
