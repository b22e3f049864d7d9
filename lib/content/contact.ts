import "server-only";
import { config } from "../server/config.ts";
import { ENGLISH_SITE, type Translator } from "./words.ts";

// How people reach the Castfolio team: the contact page's cards and map, and the home page's WhatsApp
// link. The support email, telephone, WhatsApp number, hours and office address are settings (README
// "Configuration"); a way that is not set is not shown anywhere, never a placeholder in its stead. The cards'
// words are the "Site" catalog's, in the language of the translator given (English unless told); the settings
// (hours, address) show as they are set.

/** The message a WhatsApp chat with the team opens with, in English. */
export const CHAT_HELP_MESSAGE = ENGLISH_SITE("contact.cards.chat.message");

/** Where the office is on a map, for the contact page's embedded map. */
export interface MapLocation {
  latitude: number;
  longitude: number;
}

/** The support team's ways to be reached, each undefined when it is not set (lib/server/config.ts checks them). */
export interface SupportSettings {
  email?: string;
  /** As shown, e.g. "+91 40 1234 5678". */
  phone?: string;
  /** Country code and number, digits only (what wa.me expects). */
  whatsApp?: string;
  hours?: string;
  /** The office's postal address, one line as shown. */
  address?: string;
  /** Where the office is, for the embedded map; only with an address. */
  location?: MapLocation;
}

/** `https://wa.me/<number>?text=<message>`: opens a chat with the message already typed. */
export function chatHelpUrl(whatsApp: string, message: string = CHAT_HELP_MESSAGE): string {
  return `https://wa.me/${whatsApp}?text=${encodeURIComponent(message)}`;
}

export type ContactIcon = "phone" | "mail" | "chat" | "pin";

export interface ContactCard {
  icon: ContactIcon;
  title: string;
  description: string;
  link: { href: string; label: string; external?: boolean };
}

export interface SupportContact {
  /** The configured ways to reach the team (telephone, email, WhatsApp), then the office. */
  cards: ContactCard[];
  /** The WhatsApp chat with the help message typed; undefined without a WhatsApp number. */
  chatUrl?: string;
  hours?: string;
  /** Whether any of telephone, email or WhatsApp is set. */
  reachable: boolean;
  /** The office, when an address is set; its map, when a location is set too. */
  office?: { address: string; map?: { embedUrl: string; url: string } };
}

/**
 * What the site shows of the support contact, from these settings and nothing else, in the language of `t`
 * (the WhatsApp chat opens with the help message in that language too).
 */
export function supportContact(settings: SupportSettings, t: Translator<"Site"> = ENGLISH_SITE): SupportContact {
  const { email, phone, whatsApp, hours, address, location } = settings;
  const cards: ContactCard[] = [];
  if (phone) {
    cards.push({
      icon: "phone",
      title: t("contact.cards.call.title"),
      description: hours ? t("contact.cards.call.textWithHours", { hours }) : t("contact.cards.call.text"),
      link: { href: `tel:${telUri(phone)}`, label: phone },
    });
  }
  if (email) {
    cards.push({
      icon: "mail",
      title: t("contact.cards.email.title"),
      description: t("contact.cards.email.text"),
      link: { href: `mailto:${email}`, label: email },
    });
  }
  const chatUrl = whatsApp ? chatHelpUrl(whatsApp, t("contact.cards.chat.message")) : undefined;
  if (chatUrl) {
    cards.push({
      icon: "chat",
      title: t("contact.cards.chat.title"),
      description: t("contact.cards.chat.text"),
      link: { href: chatUrl, label: t("contact.cards.chat.link"), external: true },
    });
  }
  const reachable = cards.length > 0;
  const map =
    address && location ? { embedUrl: openStreetMapEmbedUrl(location), url: openStreetMapUrl(location) } : undefined;
  if (address) {
    cards.push({
      icon: "pin",
      title: t("contact.cards.visit.title"),
      description: address,
      link: map
        ? { href: map.url, label: t("contact.cards.visit.openMap"), external: true }
        : { href: openStreetMapSearchUrl(address), label: t("contact.cards.visit.findMap"), external: true },
    });
  }
  return { cards, chatUrl, hours, reachable, office: address ? { address, map } : undefined };
}

/**
 * The support contact as this server is configured (SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_WHATSAPP,
 * SUPPORT_HOURS, SUPPORT_ADDRESS, SUPPORT_MAP_LOCATION), in the language of `t`.
 */
export function configuredSupportContact(t: Translator<"Site"> = ENGLISH_SITE): SupportContact {
  return supportContact(
    {
      email: config.supportEmail,
      phone: config.supportPhone,
      whatsApp: config.supportWhatsApp,
      hours: config.supportHours,
      address: config.supportAddress,
      location: config.supportMapLocation,
    },
    t,
  );
}

/** "+91 40 1234 5678" → "+914012345678": the digits, and the + of an international number. */
function telUri(phone: string): string {
  return `${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
}

/** Link to the office on openstreetmap.org: always works, even where the embedded map cannot load. */
function openStreetMapUrl({ latitude: lat, longitude: lon }: MapLocation): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/** OpenStreetMap's search for an address, when no map location is set. */
function openStreetMapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** Address of OpenStreetMap's embeddable map around the office, with a marker on it. */
function openStreetMapEmbedUrl({ latitude: lat, longitude: lon }: MapLocation): string {
  const d = 0.008;
  const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2].map((n) => n.toFixed(4)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}
