// Contact details shown on /contactus and in the floating chat-help link. These are placeholders
// until the company's real numbers and address are known: change them here and nowhere else.

export const SUPPORT_EMAIL = "support@castfolio.test";
export const SUPPORT_PHONE = { display: "+91 40 4852 0000", tel: "+914048520000" } as const;
/** WhatsApp number in international format, digits only (what wa.me expects). */
export const SUPPORT_WHATSAPP = "914048520000";
export const CHAT_HELP_MESSAGE = "Hello Castfolio team, I need help with my profile.";

export const OFFICE = {
  name: "Castfolio",
  street: "Road No. 1, Film Nagar, Jubilee Hills",
  city: "Hyderabad",
  postalCode: "500096",
  country: "India",
  /** Film Nagar, Hyderabad. */
  latitude: 17.4126,
  longitude: 78.4071,
} as const;

export const OFFICE_HOURS = "Monday to Saturday, 10:00 to 19:00 IST";

/** `https://wa.me/<number>?text=<message>`: opens a chat with the message already typed. */
export function chatHelpUrl(message: string = CHAT_HELP_MESSAGE): string {
  return `https://wa.me/${SUPPORT_WHATSAPP}?text=${encodeURIComponent(message)}`;
}

export type ContactIcon = "phone" | "mail" | "chat" | "pin";

export interface ContactCard {
  icon: ContactIcon;
  title: string;
  description: string;
  link: { href: string; label: string; external?: boolean };
}

export const CONTACT_CARDS: readonly ContactCard[] = [
  {
    icon: "phone",
    title: "Call Us",
    description: `Profile help and studio enquiries, ${OFFICE_HOURS}.`,
    link: { href: `tel:${SUPPORT_PHONE.tel}`, label: SUPPORT_PHONE.display },
  },
  {
    icon: "mail",
    title: "Email Us",
    description: "Write to us any time; we answer within one working day.",
    link: { href: `mailto:${SUPPORT_EMAIL}`, label: SUPPORT_EMAIL },
  },
  {
    icon: "chat",
    title: "Chat on WhatsApp",
    description: "Quick questions about registering, uploads or your listing.",
    link: { href: chatHelpUrl(), label: "Start a chat", external: true },
  },
  {
    icon: "pin",
    title: "Visit Us",
    description: `${OFFICE.street}, ${OFFICE.city} ${OFFICE.postalCode}, ${OFFICE.country}.`,
    link: { href: openStreetMapUrl(), label: "Open in OpenStreetMap", external: true },
  },
];

/** Link to the office on openstreetmap.org: always works, even where the embedded map cannot load. */
export function openStreetMapUrl(): string {
  const { latitude: lat, longitude: lon } = OFFICE;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/** Address of OpenStreetMap's embeddable map around the office, with a marker on it. */
export function openStreetMapEmbedUrl(): string {
  const { latitude: lat, longitude: lon } = OFFICE;
  const d = 0.008;
  const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2].map((n) => n.toFixed(4)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}
