import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../errors.ts";

// Brute-force protection for sign-in and sign-up. Limits are per app instance (in memory).
const WINDOW = 15 * 60;
const limiters = {
  loginPerIp: new RateLimiterMemory({ keyPrefix: "login-ip", points: 30, duration: WINDOW }),
  loginFailuresPerEmailIp: new RateLimiterMemory({ keyPrefix: "login-email-ip", points: 5, duration: WINDOW }),
  // Also per account across addresses, so rotating addresses does not buy more guesses.
  loginFailuresPerEmail: new RateLimiterMemory({ keyPrefix: "login-email", points: 20, duration: WINDOW }),
  registerPerIp: new RateLimiterMemory({ keyPrefix: "register-ip", points: 10, duration: 3600 }),
};

function tooMany(res: RateLimiterRes): AppError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    "rate-limited",
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    {
      retryAfterSeconds: seconds,
    },
  );
}

async function consume(limiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (res) {
    if (res instanceof RateLimiterRes) throw tooMany(res);
    throw res;
  }
}

async function refuseIfSpent(limiter: RateLimiterMemory, key: string): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.remainingPoints <= 0) throw tooMany(res);
}

export const rateLimits = {
  /** Before checking a password: counts the attempt and refuses when any login limit is spent. */
  async beforeLogin(ip: string, email: string) {
    await refuseIfSpent(limiters.loginFailuresPerEmailIp, `${email}|${ip}`);
    await refuseIfSpent(limiters.loginFailuresPerEmail, email);
    await consume(limiters.loginPerIp, ip);
  },
  async loginFailed(ip: string, email: string) {
    await Promise.allSettled([
      limiters.loginFailuresPerEmailIp.consume(`${email}|${ip}`),
      limiters.loginFailuresPerEmail.consume(email),
    ]);
  },
  async loginSucceeded(ip: string, email: string) {
    await limiters.loginFailuresPerEmailIp.delete(`${email}|${ip}`);
  },
  async beforeRegister(ip: string) {
    await consume(limiters.registerPerIp, ip);
  },
};
