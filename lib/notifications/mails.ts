import "server-only";
import { GUARDIAN_RELATIONS } from "../members/minors.ts";
import { translatorFor } from "../i18n/catalogs.ts";
import { byRuntimeKey } from "../i18n/runtime-keys.ts";
import { DEFAULT_LOCALE, INTL_LOCALES, localisedPath, type Locale } from "../i18n/locales.ts";
import { noticeTexts, subcategoryName, type NoticeMessage, type Phrase } from "./words.ts";
import { PROFILE_SETTINGS_PATH } from "../profiles/paths.ts";
import { config } from "../server/config.ts";
import { SITE_NAME } from "../site.ts";
import type { Mail } from "../mail/mailer.ts";
import { mailReader } from "./mail-words.ts";
import { escapeMarkup } from "../markup.ts";

// The account mails, each as plain text and simple HTML with the same words, in the reader's language (the
// "Mail" namespace; a notice's own words from "Notices"). English reads as it always has; links lead to the
// pages in the reader's language (/hi/… for Hindi).

/** `<html>`, with the language named for a mail not in English (fonts, screen readers). */
const htmlTag = (locale: Locale) => (locale === DEFAULT_LOCALE ? "<html>" : `<html lang="${locale}">`);

/** An address of this site in the reader's language (the API's addresses stay as they are). */
function localisedUrl(url: string, locale: Locale): string {
  if (!url.startsWith(`${config.siteUrl}/`) || url.startsWith(`${config.siteUrl}/api/`)) return url;
  return `${config.siteUrl}${localisedPath(locale, url.slice(config.siteUrl.length))}`;
}

function compose(
  locale: Locale,
  to: string,
  subject: string,
  lines: string[],
  action?: { label: string; url: string },
): Mail {
  const { t } = mailReader(locale);
  const text = [...lines, ...(action ? ["", `${action.label}: ${action.url}`] : []), "", `— ${SITE_NAME}`].join("\n");
  const paragraphs = lines.map((line) => `<p>${escapeMarkup(line)}</p>`).join("\n");
  const button = action
    ? `<p><a href="${escapeMarkup(action.url)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background:#c2410c;color:#fff;text-decoration:none;font-weight:600">${escapeMarkup(action.label)}</a></p>\n<p style="color:#555;font-size:13px">${escapeMarkup(t("copyAddress", { url: action.url }))}</p>`
    : "";
  const html = `<!doctype html>${htmlTag(locale)}<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">\n${paragraphs}\n${button}\n<p>— ${SITE_NAME}</p>\n</body></html>`;
  return { to, subject, text, html };
}

/**
 * A notification, as a mail: the same title and words, with a button to the page it is about, in the reader's
 * language (English as recorded).
 */
export function noticeMail(
  to: string,
  name: string,
  notice: { title: string; body: string; link: string; message?: NoticeMessage },
  locale: Locale = DEFAULT_LOCALE,
): Mail {
  const reader = mailReader(locale);
  const { title, body } = noticeTexts(reader.notices, notice);
  return compose(locale, to, title, [reader.t("hello", { name }), body], {
    label: reader.t("openSite"),
    url: `${config.siteUrl}${localisedPath(locale, notice.link)}`,
  });
}

/** One thing an alert tells of: a call or a member, with its address. */
export interface AlertItem {
  title: string;
  /** In English. */
  detail: string;
  url: string;
  /** The detail's words, for another language (lib/notifications/words.ts). */
  words?: Phrase;
}

/**
 * A saved search's alert: what matched, each with its link, why it was sent, and how to stop it: a footer
 * link to the unsubscribe page and the List-Unsubscribe headers for the mail client's own button (RFC 8058).
 * Its words come in the reader's language; this adds the greeting, the reason and the footer in it, and leads
 * the links to the pages in it.
 */
export function alertMail(
  to: string,
  name: string,
  alert: {
    subject: string;
    intro: string;
    items: AlertItem[];
    action: { label: string; url: string };
    /** The saved search, by its name. */
    searchName: string;
    unsubscribe: { page: string; oneClick: string };
  },
  locale: Locale = DEFAULT_LOCALE,
): Mail {
  const { t } = mailReader(locale);
  const here = (url: string) => localisedUrl(url, locale);
  const items = alert.items.map((item) => ({ ...item, url: here(item.url) }));
  const action = { ...alert.action, url: here(alert.action.url) };
  const page = here(alert.unsubscribe.page);
  const hello = t("hello", { name });
  const reason = t("alert.reason", { name: alert.searchName });
  const text = [
    hello,
    alert.intro,
    "",
    ...items.flatMap((item) => [`- ${item.title}: ${item.detail}`, `  ${item.url}`]),
    "",
    `${action.label}: ${action.url}`,
    "",
    reason,
    t("alert.stopText", { url: page }),
    "",
    `— ${SITE_NAME}`,
  ].join("\n");
  const list = items
    .map(
      (item) =>
        `<li style="margin-bottom:8px"><a href="${escapeMarkup(item.url)}" style="color:#c2410c;font-weight:600">${escapeMarkup(item.title)}</a><br>${escapeMarkup(item.detail)}</li>`,
    )
    .join("\n");
  const stop = t.markup("alert.stopLink", {
    link: (chunks) => `<a href="${escapeMarkup(page)}" style="color:#555">${chunks}</a>`,
  });
  const html = `<!doctype html>${htmlTag(locale)}<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escapeMarkup(hello)}</p>
<p>${escapeMarkup(alert.intro)}</p>
<ul style="padding-left:20px">
${list}
</ul>
<p><a href="${escapeMarkup(action.url)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background:#c2410c;color:#fff;text-decoration:none;font-weight:600">${escapeMarkup(action.label)}</a></p>
<p style="color:#555;font-size:13px">${escapeMarkup(reason)} ${stop}</p>
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

const link = (locale: Locale, pathname: string, token: string) =>
  `${config.siteUrl}${localisedPath(locale, pathname)}?token=${encodeURIComponent(token)}`;

/** The select value of a guardian's relation (lib/members/minors.ts GUARDIAN_RELATIONS) in "Mail". */
const RELATION_KEYS: Record<(typeof GUARDIAN_RELATIONS)[number], string> = {
  Mother: "mother",
  Father: "father",
  "Legal guardian": "legalGuardian",
  Grandparent: "grandparent",
  "Other family member": "familyMember",
};

function relationWords(locale: Locale, relation: string): string {
  const key = Object.hasOwn(RELATION_KEYS, relation) ? RELATION_KEYS[relation as keyof typeof RELATION_KEYS] : "other";
  return mailReader(locale).t("confirmGuardian.relation", { relation: key, given: relation.toLowerCase() });
}

export const accountMails = {
  resetPassword: (to: string, name: string, token: string, minutes: number, locale: Locale = DEFAULT_LOCALE) => {
    const { t } = mailReader(locale);
    return compose(
      locale,
      to,
      t("resetPassword.subject"),
      [t("hello", { name }), t("resetPassword.asked"), t("resetPassword.once", { minutes })],
      { label: t("resetPassword.action"), url: link(locale, "/reset-password", token) },
    );
  },

  confirmGuardian: (
    guardian: { name: string; relation: string; email: string },
    child: { name: string; subcategory: string },
    token: string,
    locale: Locale = DEFAULT_LOCALE,
  ) => {
    const { t } = mailReader(locale);
    const relation = relationWords(locale, guardian.relation);
    return compose(
      locale,
      guardian.email,
      t("confirmGuardian.subject", { child: child.name }),
      [
        t("hello", { name: guardian.name }),
        child.subcategory
          ? t("confirmGuardian.registered", {
              child: child.name,
              subcategory: subcategoryName(mailReader(locale).notices, child.subcategory),
              relation,
            })
          : t("confirmGuardian.registeredTalent", { child: child.name, relation }),
        t("confirmGuardian.holds"),
        t("confirmGuardian.unexpected"),
      ],
      { label: t("confirmGuardian.action"), url: link(locale, "/confirm-guardian", token) },
    );
  },

  /**
   * To a minor's guardian: the interests and work locations the original form ticked for every new member are
   * cleared from the child's profile (lib/profiles/choices-review.ts), named in the reader's language.
   */
  choicesCleared: (
    guardian: { name: string; email: string },
    child: { name: string },
    cleared: { interests: readonly string[]; workLocation: boolean },
    locale: Locale = DEFAULT_LOCALE,
  ) => {
    const { t } = mailReader(locale);
    const profile = translatorFor(locale, "Profile");
    const names = cleared.interests.map((key) =>
      byRuntimeKey(profile)(`ProfileFields.options.artist.interests.${key}`),
    );
    const list = new Intl.ListFormat(INTL_LOCALES[locale], { type: "conjunction" });
    return compose(
      locale,
      guardian.email,
      t("choicesCleared.subject", { child: child.name }),
      [
        t("hello", { name: guardian.name }),
        t("choicesCleared.why", { child: child.name }),
        ...(names.length ? [t("choicesCleared.interests", { list: list.format(names) })] : []),
        ...(cleared.workLocation ? [t("choicesCleared.workLocation")] : []),
        t("choicesCleared.again", { child: child.name }),
      ],
      {
        label: t("choicesCleared.action"),
        url: `${config.siteUrl}${localisedPath(locale, PROFILE_SETTINGS_PATH)}`,
      },
    );
  },

  confirmEmail: (to: string, name: string, token: string, locale: Locale = DEFAULT_LOCALE) => {
    const { t } = mailReader(locale);
    return compose(
      locale,
      to,
      t("confirmEmail.subject"),
      [t("hello", { name }), t("confirmEmail.please", { email: to })],
      { label: t("confirmEmail.action"), url: link(locale, "/verify-email", token) },
    );
  },

  confirmNewEmail: (to: string, name: string, token: string, locale: Locale = DEFAULT_LOCALE) => {
    const { t } = mailReader(locale);
    return compose(
      locale,
      to,
      t("confirmNewEmail.subject"),
      [t("hello", { name }), t("confirmNewEmail.asked", { email: to })],
      { label: t("confirmNewEmail.action"), url: link(locale, "/verify-email", token) },
    );
  },

  emailChangeRequested: (
    to: string,
    name: string,
    newEmail: string,
    cancelToken: string,
    locale: Locale = DEFAULT_LOCALE,
  ) => {
    const { t } = mailReader(locale);
    return compose(
      locale,
      to,
      t("emailChangeRequested.subject"),
      [t("hello", { name }), t("emailChangeRequested.asked", { email: to, newEmail }), t("emailChangeRequested.ifNot")],
      { label: t("emailChangeRequested.action"), url: link(locale, "/cancel-email-change", cancelToken) },
    );
  },

  passwordChanged: (to: string, name: string, locale: Locale = DEFAULT_LOCALE) => {
    const { t } = mailReader(locale);
    return compose(locale, to, t("passwordChanged.subject"), [
      t("hello", { name }),
      t("passwordChanged.changed"),
      t("passwordChanged.ifNot"),
    ]);
  },

  /** After a reset, a password change or "sign out everywhere": the credentials that stopped working. */
  credentialsEnded: (
    to: string,
    name: string,
    ended: { calendarFeed: boolean; whatsappNumber: string | null; pushDevices: number },
    locale: Locale = DEFAULT_LOCALE,
  ) => {
    const { t } = mailReader(locale);
    return compose(
      locale,
      to,
      t("credentialsEnded.subject"),
      [
        t("hello", { name }),
        t("credentialsEnded.why"),
        ...(ended.calendarFeed ? [t("credentialsEnded.calendarFeed")] : []),
        ...(ended.whatsappNumber ? [t("credentialsEnded.whatsapp", { number: `+${ended.whatsappNumber}` })] : []),
        ...(ended.pushDevices ? [t("credentialsEnded.pushDevices", { count: ended.pushDevices })] : []),
        t("credentialsEnded.ifNot"),
      ],
      { label: t("credentialsEnded.action"), url: `${config.siteUrl}${localisedPath(locale, PROFILE_SETTINGS_PATH)}` },
    );
  },

  emailChanged: (to: string, name: string, newEmail: string, locale: Locale = DEFAULT_LOCALE) => {
    const { t } = mailReader(locale);
    return compose(locale, to, t("emailChanged.subject"), [
      t("hello", { name }),
      t("emailChanged.changed", { newEmail }),
      t("emailChanged.ifNot"),
    ]);
  },
};
