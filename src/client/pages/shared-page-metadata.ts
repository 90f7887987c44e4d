import type { PageMetadata } from "../hooks/use-page-metadata";

// The head of the pages that share one: sign-in and password reset, the two upgrade pages.
export const SIGN_IN_PAGE_METADATA: PageMetadata = {
  title: "Sign In | Switchboard",
  description: "Sign in to Switchboard to manage the AI agents that answer your business calls.",
  keywords: "sign in, log in",
};

export const UPGRADE_PAGE_METADATA: PageMetadata = {
  title: "Upgrade to Plus | Switchboard",
  description: "Upgrade to the Plus plan for unlimited AI call agents.",
  keywords: "upgrade, plus plan",
};
