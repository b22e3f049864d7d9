import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "./errors.ts";

// Every throttle, in one place (README "Security" lists them). Limits are counted in each app instance's
// memory.

const MINUTE = 60;
const HOUR = 3600;

const limiter = (keyPrefix: string, points: number, duration: number) =>
  new RateLimiterMemory({ keyPrefix, points, duration });

const limiters = {
  /** Sign-in attempts from one address, whatever the account. */
  signInPerAddress: limiter("sign-in-address", 30, 15 * MINUTE),
  /** Failed sign-ins from one address at one account: guessing from one place is slowed here. */
  signInFailuresPerPair: limiter("sign-in-pair", 5, 15 * MINUTE),
  /** Failed sign-ins at one account from anywhere: counted for the growing delay below. */
  signInFailuresPerAccount: limiter("sign-in-account", 1_000_000, HOUR),
  /** The delay an account's guessers must wait between attempts (blocked keys only). */
  signInAccountDelay: limiter("sign-in-delay", 1, 1),
  signUpPerAddress: limiter("sign-up-address", 10, HOUR),
  /** Account mail (reset links, confirmation links) asked for from one address, and for one account. */
  accountMailPerAddress: limiter("account-mail-address", 20, HOUR),
  accountMailPerAccount: limiter("account-mail-account", 5, HOUR),
  /** Saves that carry files (profile forms, pictures), per member. */
  uploadsPerMember: limiter("uploads-member", 30, 10 * MINUTE),
};

/** After this many failures in an hour, guesses at an account from unknown addresses wait between tries. */
export const FREE_FAILURES_PER_ACCOUNT = 10;
/** The longest wait: the delay doubles with each further failure up to this, and never becomes a lock. */
export const MAX_ACCOUNT_DELAY_SECONDS = 60;

function tooMany(res: RateLimiterRes, what = "attempts"): AppError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minutes`;
  return new AppError("rate-limited", `Too many ${what}. Please try again in ${wait}.`, { retryAfterSeconds: seconds });
}

async function consume(limiter: RateLimiterMemory, key: string, what?: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (res) {
    if (res instanceof RateLimiterRes) throw tooMany(res, what);
    throw res;
  }
}

async function refuseIfSpent(limiter: RateLimiterMemory, key: string): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.remainingPoints <= 0) throw tooMany(res);
}

export const rateLimits = {
  /**
   * Before a password is checked: counts the attempt against the address, refuses a pair (address,
   * account) that failed too often, and makes an address that never signed in to this account wait out
   * the account's delay. `knownAddress` is asked only while a delay runs.
   */
  async beforeSignIn(ip: string, email: string, knownAddress: () => Promise<boolean>) {
    await refuseIfSpent(limiters.signInFailuresPerPair, `${email}|${ip}`);
    const delay = await limiters.signInAccountDelay.get(email);
    if (delay && delay.msBeforeNext > 0 && !(await knownAddress())) {
      throw tooMany(delay, "failed sign-ins for this account");
    }
    await consume(limiters.signInPerAddress, ip);
  },
  async signInFailed(ip: string, email: string) {
    await limiters.signInFailuresPerPair.consume(`${email}|${ip}`).catch(() => undefined);
    const { consumedPoints } = await limiters.signInFailuresPerAccount.consume(email);
    const over = consumedPoints - FREE_FAILURES_PER_ACCOUNT;
    if (over > 0) await limiters.signInAccountDelay.block(email, Math.min(2 ** (over - 1), MAX_ACCOUNT_DELAY_SECONDS));
  },
  async signInSucceeded(ip: string, email: string) {
    await limiters.signInFailuresPerPair.delete(`${email}|${ip}`);
  },
  async beforeSignUp(ip: string) {
    await consume(limiters.signUpPerAddress, ip);
  },
  /** Before reading an upload: 30 in 10 minutes per member, so one account cannot keep the pictures busy. */
  async beforeUpload(memberId: string) {
    await consume(limiters.uploadsPerMember, memberId, "uploads");
  },
  /** Before mailing a link: per address and per account (or email asked about), so no inbox is flooded. */
  async beforeAccountMail(ip: string, account: string) {
    await consume(limiters.accountMailPerAddress, ip, "requests");
    await consume(limiters.accountMailPerAccount, account, "requests for this account");
  },
};
