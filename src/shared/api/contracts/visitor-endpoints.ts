import type { Contract } from "../contract";

// The endpoints a visitor's page calls (landing, login, pricing, checkout). Those pages must load
// within 100 kB of script, which leaves no room for a schema library, so they reach these endpoints
// by method and path alone and check the answers by hand (src/client/api/response-shape.ts). Each
// endpoint's contract takes its method and path from here, so the path is still written once.
export const visitorEndpoints = {
  signUp: { method: "POST", path: "/api/auth/signup" },
  verifyEmail: { method: "POST", path: "/api/auth/verify-email" },
  resendVerification: { method: "POST", path: "/api/auth/resend-verification" },
  logIn: { method: "POST", path: "/api/auth/login" },
  forgotPassword: { method: "POST", path: "/api/auth/forgot-password" },
  resetPassword: { method: "POST", path: "/api/auth/reset-password" },
  currentUser: { method: "GET", path: "/api/auth/me" },
  paymentsConfig: { method: "GET", path: "/api/payments/config" },
  startLicencePayment: { method: "POST", path: "/api/create-payment-intent" },
  linkSubscription: { method: "POST", path: "/api/link-subscription" },
  confirmOfflinePayment: { method: "POST", path: "/api/offline-payments/confirm" },
  startLicenceCheckout: { method: "POST", path: "/api/licence/checkout" },
  completeLicence: { method: "POST", path: "/api/licence/complete" },
} as const satisfies Record<string, Pick<Contract, "method" | "path">>;
