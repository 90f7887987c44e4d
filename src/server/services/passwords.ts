import { hash, verify } from "@node-rs/argon2";
import { COMMON_PASSWORDS } from "./common-passwords";

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification; used when the account does not exist. */
  verifyDecoy(password: string): Promise<void>;
};

// argon2id (the library's default algorithm), m=19 MiB, t=2, p=1.
export function createPasswordHasher(memoryCostKiB: number): PasswordHasher {
  const options = { memoryCost: memoryCostKiB, timeCost: 2, parallelism: 1 };
  let decoyHash: Promise<string> | undefined;
  const verifyHash = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: verifyHash,
    // Same answer time for an unknown user and a wrong password, so timing does not reveal accounts.
    async verifyDecoy(password) {
      decoyHash ??= hash("decoy password that matches nothing", options);
      await verifyHash(await decoyHash, password);
    },
  };
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
