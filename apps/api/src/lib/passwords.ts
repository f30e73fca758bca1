import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, so written as its value). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);

/** A hash nobody knows the password of: verifying against it keeps "no such account" as slow as a wrong password. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
};
