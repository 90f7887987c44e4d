import { dictionary } from "@zxcvbn-ts/language-common";

// The most used passwords of the 10 million password list (xato.net), as zxcvbn-ts ships them (MIT):
// 49,233 entries, lower case, most used first. Server only: the signup form never carries the list.
const BREACH_LIST_PASSWORDS: readonly string[] = dictionary["passwords-common"];

// zxcvbn leaves out what its other matchers catch (repeated characters, sequences, a season or word with
// a year), so those of them that top the breach lists are named here.
const PATTERNED_PASSWORDS = [
  "00000000",
  "0987654321",
  "1111111111",
  "12121212",
  "123123123",
  "12341234",
  "13131313",
  "22222222",
  "33333333",
  "44444444",
  "55555555",
  "66666666",
  "69696969",
  "77777777",
  "87654321",
  "88888888",
  "987654321",
  "99999999",
  "aaaaaaaa",
  "abcdefgh",
  "autumn2025",
  "harley123",
  "letmein!",
  "loveme123",
  "p@ssword",
  "pass12345",
  "passport1",
  "password2024",
  "password2025",
  "password2026",
  "spring2025",
  "summer2024",
  "summer2025",
  "summer2026",
  "thepassword",
  "trustno11",
  "winter2024",
  "winter2025",
  "yourpassword",
];

/** Passwords that signup, a password change and a reset refuse, lower case; built once as the server starts. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  ...BREACH_LIST_PASSWORDS,
  ...PATTERNED_PASSWORDS,
]);
