import "server-only";
import { config } from "../server/config.ts";
import { SITE_NAME } from "../site.ts";
import type { Mail } from "./mailer.ts";

// The account mails, each as plain text and simple HTML with the same words.

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function compose(to: string, subject: string, lines: string[], action?: { label: string; url: string }): Mail {
  const text = [...lines, ...(action ? ["", `${action.label}: ${action.url}`] : []), "", `— ${SITE_NAME}`].join("\n");
  const paragraphs = lines.map((line) => `<p>${escape(line)}</p>`).join("\n");
  const button = action
    ? `<p><a href="${escape(action.url)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background:#c2410c;color:#fff;text-decoration:none;font-weight:600">${escape(action.label)}</a></p>\n<p style="color:#555;font-size:13px">Or copy this address into your browser: ${escape(action.url)}</p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">\n${paragraphs}\n${button}\n<p>— ${SITE_NAME}</p>\n</body></html>`;
  return { to, subject, text, html };
}

/** A notification, as a mail: the same title and words, with a button to the page it is about. */
export function noticeMail(to: string, name: string, notice: { title: string; body: string; link: string }): Mail {
  return compose(to, notice.title, [`Hello ${name},`, notice.body], {
    label: "Open Castfolio",
    url: `${config.siteUrl}${notice.link}`,
  });
}

/** One thing an alert tells of: a call or a member, with its address. */
export interface AlertItem {
  title: string;
  detail: string;
  url: string;
}

/**
 * A saved search's alert: what matched, each with its link, why it was sent, and how to stop it: a footer
 * link to the unsubscribe page and the List-Unsubscribe headers for the mail client's own button (RFC 8058).
 */
export function alertMail(
  to: string,
  name: string,
  alert: {
    subject: string;
    intro: string;
    items: AlertItem[];
    action: { label: string; url: string };
    reason: string;
    unsubscribe: { page: string; oneClick: string };
  },
): Mail {
  const stop = `Stop these alerts: ${alert.unsubscribe.page}`;
  const text = [
    `Hello ${name},`,
    alert.intro,
    "",
    ...alert.items.flatMap((item) => [`- ${item.title}: ${item.detail}`, `  ${item.url}`]),
    "",
    `${alert.action.label}: ${alert.action.url}`,
    "",
    alert.reason,
    stop,
    "",
    `— ${SITE_NAME}`,
  ].join("\n");
  const list = alert.items
    .map(
      (item) =>
        `<li style="margin-bottom:8px"><a href="${escape(item.url)}" style="color:#c2410c;font-weight:600">${escape(item.title)}</a><br>${escape(item.detail)}</li>`,
    )
    .join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escape(`Hello ${name},`)}</p>
<p>${escape(alert.intro)}</p>
<ul style="padding-left:20px">
${list}
</ul>
<p><a href="${escape(alert.action.url)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background:#c2410c;color:#fff;text-decoration:none;font-weight:600">${escape(alert.action.label)}</a></p>
<p style="color:#555;font-size:13px">${escape(alert.reason)} <a href="${escape(alert.unsubscribe.page)}" style="color:#555">Stop these alerts</a>.</p>
<p>— ${SITE_NAME}</p>
</body></html>`;
  return {
    to,
    subject: alert.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${alert.unsubscribe.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

const link = (pathname: string, token: string) => `${config.siteUrl}${pathname}?token=${encodeURIComponent(token)}`;

export const accountMails = {
  resetPassword: (to: string, name: string, token: string, minutes: number) =>
    compose(
      to,
      `Choose a new ${SITE_NAME} password`,
      [
        `Hello ${name},`,
        `Someone (we hope you) asked to reset the password of your ${SITE_NAME} account.`,
        `The link below works once, for ${minutes} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
      ],
      { label: "Choose a new password", url: link("/reset-password", token) },
    ),

  confirmGuardian: (
    guardian: { name: string; relation: string; email: string },
    child: { name: string; subcategory: string },
    token: string,
  ) =>
    compose(
      guardian.email,
      `Confirm ${child.name}'s ${SITE_NAME} account`,
      [
        `Hello ${guardian.name},`,
        `${child.name} has been registered on ${SITE_NAME} as ${child.subcategory ? `a ${child.subcategory}` : "talent"}, with you as their ${guardian.relation.toLowerCase()}.`,
        `${SITE_NAME} shows the profile of someone under 18 only once a parent or guardian confirms that they hold the account. Messages from casting teams and every notice about the account will come to you at this address; only verified casting teams can write, and your details are never shown to anyone.`,
        "If you did not expect this mail, ignore it: the profile stays hidden.",
      ],
      { label: "I am their parent or guardian", url: link("/confirm-guardian", token) },
    ),

  confirmEmail: (to: string, name: string, token: string) =>
    compose(
      to,
      `Confirm your email for ${SITE_NAME}`,
      [
        `Hello ${name},`,
        `Please confirm that ${to} is your email address, so that filmmakers' messages and account mail reach you.`,
      ],
      { label: "Confirm my email", url: link("/verify-email", token) },
    ),

  confirmNewEmail: (to: string, name: string, token: string) =>
    compose(
      to,
      `Confirm your new email for ${SITE_NAME}`,
      [
        `Hello ${name},`,
        `You asked to sign in to ${SITE_NAME} with ${to} from now on. Your email changes when you open this link; until then the old one stays.`,
      ],
      { label: "Confirm my new email", url: link("/verify-email", token) },
    ),

  emailChangeRequested: (to: string, name: string, newEmail: string, cancelToken: string) =>
    compose(
      to,
      `Someone asked to move your ${SITE_NAME} account to another email`,
      [
        `Hello ${name},`,
        `Someone signed in to your ${SITE_NAME} account asked to change its email from ${to} to ${newEmail}. Nothing changes unless the link sent to ${newEmail} is opened.`,
        `If this was you, you need do nothing. If it was not, cancel the change now: every device is signed out, and you should then choose a new password with "Forgot password" on the sign-in page.`,
      ],
      { label: "Cancel this change", url: link("/cancel-email-change", cancelToken) },
    ),

  passwordChanged: (to: string, name: string) =>
    compose(to, `Your ${SITE_NAME} password was changed`, [
      `Hello ${name},`,
      `The password of your ${SITE_NAME} account was just changed, and every other device was signed out.`,
      `If this was not you, reset your password now from the sign-in page and tell us at once.`,
    ]),

  emailChanged: (to: string, name: string, newEmail: string) =>
    compose(to, `Your ${SITE_NAME} email was changed`, [
      `Hello ${name},`,
      `Your ${SITE_NAME} account now signs in with ${newEmail} instead of this address.`,
      `If this was not you, reply to this mail or contact us at once.`,
    ]),
};
