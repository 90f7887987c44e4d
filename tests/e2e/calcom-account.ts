// The one account of the local Cal.com the browser tests' server books in
// (tests/e2e/calcom-stand-in-server.ts): its key and event types.
export const E2E_CALCOM_KEY = "cal_test_browser0123456789abcdef";
export const E2E_EVENT_TYPES = [
  { id: 501, title: "Haircut", slug: "haircut", lengthInMinutes: 30 },
  { id: 502, title: "Colour", slug: "colour", lengthInMinutes: 90 },
];
