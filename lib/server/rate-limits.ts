import "server-only";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { addressKey } from "./client-address.ts";
import { AppError, type Said } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { firstConnection, redis } from "./redis.ts";

// Every throttle, in one place (docs/security.md lists them). With REDIS_URL the counts live in Redis,
// so that every app instance sees the same ones; without it, in each instance's memory. When Redis cannot
// be reached, sign-in, sign-up and account mail are refused with a 503 (a limit that is not counted is no
// limit against guessing), and everything else goes on without its limit; both are logged. Per-address
// limits count an IPv6 address by its /64 (lib/server/client-address.ts addressKey).

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

/** Pushes one member's devices get in an hour at most. */
export const PUSHES_PER_HOUR = 30;

interface Limiter {
  limiter: RateLimiterAbstract;
  /** Refuse (closed) or let through (open) when the store cannot answer. */
  failure: "closed" | "open";
}

const limiter = (
  keyPrefix: string,
  points: number,
  duration: number,
  failure: Limiter["failure"] = "open",
): Limiter => {
  const store = redis();
  return {
    limiter: store
      ? new RateLimiterRedis({ storeClient: store, keyPrefix: `castfolio:${keyPrefix}`, points, duration })
      : new RateLimiterMemory({ keyPrefix, points, duration }),
    failure,
  };
};

const buildLimiters = () => ({
  /** Sign-in attempts from one address, whatever the account. */
  signInPerAddress: limiter("sign-in-address", 30, 15 * MINUTE, "closed"),
  /** Failed sign-ins from one address at one account: guessing from one place is slowed here. */
  signInFailuresPerPair: limiter("sign-in-pair", 5, 15 * MINUTE, "closed"),
  /** Failed sign-ins at one account from anywhere: counted for the growing delay below. */
  signInFailuresPerAccount: limiter("sign-in-account", 1_000_000, HOUR, "closed"),
  /** The delay an account's guessers must wait between attempts (blocked keys only). */
  signInAccountDelay: limiter("sign-in-delay", 1, 1, "closed"),
  /** Wrong current passwords typed in one session (change password or email, delete account). */
  currentPasswordFailuresPerSession: limiter("current-password-session", 5, 15 * MINUTE, "closed"),
  signUpPerAddress: limiter("sign-up-address", 10, HOUR, "closed"),
  /** Account mail (reset links, confirmation links) asked for from one address, and for one account. */
  accountMailPerAddress: limiter("account-mail-address", 20, HOUR, "closed"),
  accountMailPerAccount: limiter("account-mail-account", 5, HOUR, "closed"),
  /** Saves that carry files (profile forms, pictures), per member. */
  uploadsPerMember: limiter("uploads-member", 30, 10 * MINUTE),
  /** Private messages, per member: new threads a day, and messages a minute, so the directory cannot be spammed. */
  conversationsPerMember: limiter("conversations-member", 30, DAY),
  messagesPerMember: limiter("messages-member", 10, MINUTE),
  /** Reports, per member: enough for anyone who meets abuse, too few to flood the admins' queue. */
  reportsPerMember: limiter("reports-member", 20, DAY),
  /** Booking requests, per member: each mails an owner, so a withdrawn one must not be free to repeat. */
  bookingRequestsPerMember: limiter("booking-requests-member", 30, DAY),
  /** Answers, moves and withdrawals of one audition invitation, per member: each tells the other side. */
  inviteChangesPerInvite: limiter("invite-changes", 6, HOUR),
  /** Tape requests asked, extended or withdrawn, per application: each tells the applicant by bell, mail, WhatsApp. */
  tapeNoticesPerApplication: limiter("tape-notices", 6, HOUR),
  /** Devices turned on for pushes, per member: a few a day is what anyone needs. */
  pushSubscriptionsPerMember: limiter("push-subscriptions-member", 20, HOUR),
  /** Pushes of one thread's messages to its recipient: the device shows the newest; more would only buzz. */
  messagePushesPerThread: limiter("message-pushes-thread", 1, 5 * MINUTE),
  /** Pushes to one member's devices: an hour's worth beyond this waits in the bell and the mail. */
  pushesPerMember: limiter("pushes-member", PUSHES_PER_HOUR, HOUR),
  /** Codes sent on WhatsApp to confirm a number: per member, and per number, so nobody's phone is flooded. */
  whatsappCodesPerMember: limiter("whatsapp-codes-member", 3, HOUR, "closed"),
  whatsappCodesPerNumber: limiter("whatsapp-codes-number", 5, DAY, "closed"),
});

let built: ReturnType<typeof buildLimiters> | undefined;
/** Made on first use, once the configuration is read. */
const limiters = () => (built ??= buildLimiters());

/** Runs a store operation; when the store cannot answer, refuses (closed) or answers `fallback` (open). */
async function guarded<T>(which: Limiter, operation: () => Promise<T>, fallback: T): Promise<T> {
  try {
    const store = redis();
    if (store) await firstConnection(store);
    return await operation();
  } catch (error) {
    if (error instanceof RateLimiterRes) throw error;
    console.error(
      `[limits] store unavailable (${(error as Error).message}): ${which.failure === "closed" ? "refusing" : "allowing"}`,
    );
    if (which.failure === "closed")
      throw new AppError("unavailable", refusal("signInUnavailable"), { retryAfterSeconds: 5 });
    return fallback;
  }
}

/** After this many failures in an hour, guesses at an account from unknown addresses wait between tries. */
export const FREE_FAILURES_PER_ACCOUNT = 10;
/** The longest wait: the delay doubles with each further failure up to this, and never becomes a lock. */
export const MAX_ACCOUNT_DELAY_SECONDS = 60;

/** What there was too much of, and how long to wait: a refusal by key ("Too many uploads. Please try again in…"). */
type TooMany = (wait: Said) => Said;

const tooManyAttempts: TooMany = (wait) => refusal("tooManyAttempts", { wait });

function tooMany(res: RateLimiterRes, what: TooMany = tooManyAttempts): AppError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const wait =
    seconds < 90 ? refusal("waitSeconds", { seconds }) : refusal("waitMinutes", { minutes: Math.ceil(seconds / 60) });
  return new AppError("rate-limited", what(wait), { retryAfterSeconds: seconds });
}

async function consume(which: Limiter, key: string, what?: TooMany): Promise<void> {
  try {
    await guarded(which, () => which.limiter.consume(key), undefined);
  } catch (res) {
    if (res instanceof RateLimiterRes) throw tooMany(res, what);
    throw res;
  }
}

/** Counts one against `key` for work that is skipped, not refused, once the limit is spent: false then. */
async function spend(which: Limiter, key: string): Promise<boolean> {
  try {
    await guarded(which, () => which.limiter.consume(key), undefined);
    return true;
  } catch (res) {
    if (res instanceof RateLimiterRes) return false;
    throw res;
  }
}

async function refuseIfSpent(which: Limiter, key: string): Promise<void> {
  const res = await guarded(which, () => which.limiter.get(key), null);
  if (res && res.remainingPoints <= 0) throw tooMany(res);
}

export const rateLimits = {
  /**
   * Before a password is checked: counts the attempt against the address, refuses a pair (address,
   * account) that failed too often, and makes an address that never signed in to this account wait out
   * the account's delay. `knownAddress` is asked only while a delay runs.
   */
  async beforeSignIn(ip: string, email: string, knownAddress: () => Promise<boolean>) {
    const { signInFailuresPerPair, signInAccountDelay, signInPerAddress } = limiters();
    await refuseIfSpent(signInFailuresPerPair, `${email}|${addressKey(ip)}`);
    const delay = await guarded(signInAccountDelay, () => signInAccountDelay.limiter.get(email), null);
    if (delay && delay.msBeforeNext > 0 && !(await knownAddress())) {
      throw tooMany(delay, (wait) => refusal("tooManySignInFailures", { wait }));
    }
    await consume(signInPerAddress, addressKey(ip));
  },
  async signInFailed(ip: string, email: string) {
    const { signInFailuresPerPair: pair, signInFailuresPerAccount: account, signInAccountDelay: delay } = limiters();
    // Going over the pair's limit is what this counts: the refusal comes at the next attempt.
    const key = `${email}|${addressKey(ip)}`;
    await guarded(pair, () => pair.limiter.consume(key).catch(() => undefined), undefined);
    const counted = await guarded(account, () => account.limiter.consume(email), null);
    const over = (counted?.consumedPoints ?? 0) - FREE_FAILURES_PER_ACCOUNT;
    if (over > 0) {
      const seconds = Math.min(2 ** (over - 1), MAX_ACCOUNT_DELAY_SECONDS);
      await guarded(delay, () => delay.limiter.block(email, seconds), undefined);
    }
  },
  async signInSucceeded(ip: string, email: string) {
    const { signInFailuresPerPair: pair } = limiters();
    await guarded(pair, () => pair.limiter.delete(`${email}|${addressKey(ip)}`), false);
  },
  /**
   * Before a signed-in member's current password is checked: the sign-in throttle of their account (an
   * address they never signed in from waits out its delay) and, so that a stolen session cannot keep
   * guessing from rotating addresses, at most 5 wrong passwords per session in 15 minutes. The owner's
   * other sessions and usual addresses keep working.
   */
  async beforeCurrentPassword(ip: string, email: string, sessionId: string, knownAddress: () => Promise<boolean>) {
    await refuseIfSpent(limiters().currentPasswordFailuresPerSession, sessionId);
    await rateLimits.beforeSignIn(ip, email, knownAddress);
  },
  async currentPasswordFailed(ip: string, email: string, sessionId: string) {
    const perSession = limiters().currentPasswordFailuresPerSession;
    await guarded(perSession, () => perSession.limiter.consume(sessionId).catch(() => undefined), undefined);
    await rateLimits.signInFailed(ip, email);
  },
  async beforeSignUp(ip: string) {
    await consume(limiters().signUpPerAddress, addressKey(ip));
  },
  /** Before reading an upload: 30 in 10 minutes per member, so one account cannot keep the pictures busy. */
  async beforeUpload(memberId: string) {
    await consume(limiters().uploadsPerMember, memberId, (wait) => refusal("tooManyUploads", { wait }));
  },
  /** Before a member starts a thread with someone new: 30 a day. */
  async beforeNewConversation(memberId: string) {
    await consume(limiters().conversationsPerMember, memberId, (wait) => refusal("tooManyConversations", { wait }));
  },
  /** Before a member sends a message: 10 a minute. */
  async beforeMessage(memberId: string) {
    await consume(limiters().messagesPerMember, memberId, (wait) => refusal("tooManyMessages", { wait }));
  },
  /** Before a member files a report: 20 a day. */
  async beforeReport(memberId: string) {
    await consume(limiters().reportsPerMember, memberId, (wait) => refusal("tooManyReports", { wait }));
  },
  /** Before a member asks to book a camera unit or a location: 30 a day. */
  async beforeBookingRequest(memberId: string) {
    await consume(limiters().bookingRequestsPerMember, memberId, (wait) => refusal("tooManyBookingRequests", { wait }));
  },
  /** Before a member turns pushes on for a device: 20 an hour. */
  async beforePushSubscription(memberId: string) {
    await consume(limiters().pushSubscriptionsPerMember, memberId, (wait) =>
      refusal("tooManyPushSubscriptions", { wait }),
    );
  },
  /**
   * Whether a message may be pushed to its recipient: one a thread in 5 minutes, so that one sender cannot spend
   * the member's hourly pushes (the device's notice of the thread stays until it is opened).
   */
  mayPushMessage(recipientId: string, conversationId: string): Promise<boolean> {
    return spend(limiters().messagePushesPerThread, `${recipientId}:${conversationId}`);
  },
  /** Counts a push to a member's devices; false once PUSHES_PER_HOUR have gone this hour. */
  mayPush(memberId: string): Promise<boolean> {
    return spend(limiters().pushesPerMember, memberId);
  },
  /** Before a member answers, moves or withdraws an audition invitation: 6 an hour for each invitation. */
  async beforeInviteChange(memberId: string, inviteId: string) {
    await consume(limiters().inviteChangesPerInvite, `${memberId}:${inviteId}`, (wait) =>
      refusal("tooManyInviteChanges", { wait }),
    );
  },
  /**
   * Before a call's team asks for, extends or withdraws tapes: 6 an hour for each application, keyed by the call
   * too so that naming another call's applications spends nothing of theirs.
   */
  async beforeTapeRequestChange(callId: string, applicationIds: readonly string[]) {
    for (const applicationId of applicationIds) {
      await consume(limiters().tapeNoticesPerApplication, `${callId}:${applicationId}`, (wait) =>
        refusal("tooManyTapeRequestChanges", { wait }),
      );
    }
  },
  /** Before sending a code to confirm a WhatsApp number: 3 an hour per member, 5 a day per number. */
  async beforeWhatsappCode(memberId: string, number: string) {
    await consume(limiters().whatsappCodesPerMember, memberId, (wait) => refusal("tooManyCodes", { wait }));
    await consume(limiters().whatsappCodesPerNumber, number, (wait) => refusal("tooManyCodesToNumber", { wait }));
  },
  /** Before mailing a link: per address and per account (or email asked about), so no inbox is flooded. */
  async beforeAccountMail(ip: string, account: string) {
    await consume(limiters().accountMailPerAddress, addressKey(ip), (wait) => refusal("tooManyRequests", { wait }));
    await consume(limiters().accountMailPerAccount, account, (wait) => refusal("tooManyAccountRequests", { wait }));
  },
};
