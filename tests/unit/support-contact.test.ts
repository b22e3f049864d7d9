import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { config, configProblems } from "@/lib/server/config";
import { CHAT_HELP_MESSAGE, configuredSupportContact, supportContact } from "@/lib/content/contact";

const SETTINGS = [
  "SUPPORT_EMAIL",
  "SUPPORT_PHONE",
  "SUPPORT_WHATSAPP",
  "SUPPORT_HOURS",
  "SUPPORT_ADDRESS",
  "SUPPORT_MAP_LOCATION",
] as const;

const everything = (contact: ReturnType<typeof supportContact>) => JSON.stringify(contact);

describe("the support contact", () => {
  const unset = () => {
    for (const name of SETTINGS) delete process.env[name];
  };
  beforeEach(unset);
  afterEach(unset);

  it("unset: no telephone, email, WhatsApp, office or map anywhere", () => {
    const contact = supportContact({});
    expect(contact.reachable).toBe(false);
    expect(contact.chatUrl).toBeUndefined();
    expect(contact.hours).toBeUndefined();
    expect(contact.office).toBeUndefined();
    expect(contact.cards).toEqual([]);
    const text = everything(contact);
    for (const absent of ["tel:", "mailto:", "wa.me", "WhatsApp", "0000", "@", "openstreetmap", "Film Nagar"]) {
      expect(text).not.toContain(absent);
    }
  });

  it("an office address gives a Visit Us card; with a map location, the embedded map too", () => {
    const address = "Road No. 1, Film Nagar, Jubilee Hills, Hyderabad 500096, India";
    const alone = supportContact({ address });
    expect(alone.cards.map((c) => c.title)).toEqual(["Visit Us"]);
    expect(alone.cards[0].description).toBe(address);
    expect(new URL(alone.cards[0].link.href).searchParams.get("query")).toBe(address);
    expect(alone.office).toEqual({ address, map: undefined });
    expect(alone.reachable).toBe(false);

    const mapped = supportContact({ address, location: { latitude: 17.4126, longitude: 78.4071 } });
    expect(mapped.office?.map?.embedUrl).toContain("marker=17.4126,78.4071");
    expect(mapped.cards[0].link.href).toBe(mapped.office?.map?.url);
    // A location without an address shows nothing: a pin nobody can name.
    expect(supportContact({ location: { latitude: 17.4, longitude: 78.4 } }).office).toBeUndefined();
  });

  it("set: a tel: link, a mailto: link and a wa.me chat with the help message typed", () => {
    const contact = supportContact({
      email: "help@castfolio.example",
      phone: "+91 40 1234 5678",
      whatsApp: "919812345678",
      hours: "Monday to Saturday, 10:00 to 19:00 IST",
    });
    expect(contact.reachable).toBe(true);
    expect(contact.hours).toBe("Monday to Saturday, 10:00 to 19:00 IST");
    expect(contact.cards.map((c) => c.title)).toEqual(["Call Us", "Email Us", "Chat on WhatsApp"]);
    const [call, mail, chat] = contact.cards;
    expect(call.link).toEqual({ href: "tel:+914012345678", label: "+91 40 1234 5678" });
    expect(call.description).toContain("Monday to Saturday, 10:00 to 19:00 IST");
    expect(mail.link).toEqual({ href: "mailto:help@castfolio.example", label: "help@castfolio.example" });
    expect(chat.link.href).toBe(contact.chatUrl);
    const url = new URL(contact.chatUrl!);
    expect(url.origin + url.pathname).toBe("https://wa.me/919812345678");
    expect(url.searchParams.get("text")).toBe(CHAT_HELP_MESSAGE);
    for (const card of contact.cards) expect(card.title && card.description).toBeTruthy();
  });

  it("shows each way on its own: WhatsApp alone gives the chat and no telephone or email", () => {
    const contact = supportContact({ whatsApp: "919812345678" });
    expect(contact.reachable).toBe(true);
    expect(contact.cards.map((c) => c.title)).toEqual(["Chat on WhatsApp"]);
    expect(supportContact({ email: "help@castfolio.example" }).chatUrl).toBeUndefined();
    expect(supportContact({ phone: "040 1234 5678" }).cards[0].link.href).toBe("tel:04012345678");
  });

  it("is read from SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_WHATSAPP and SUPPORT_HOURS, blank meaning unset", () => {
    expect(configuredSupportContact()).toEqual(supportContact({}));
    process.env.SUPPORT_EMAIL = " help@castfolio.example ";
    process.env.SUPPORT_PHONE = "+91 40 1234 5678";
    process.env.SUPPORT_WHATSAPP = "919812345678";
    process.env.SUPPORT_HOURS = "";
    process.env.SUPPORT_ADDRESS = "Film Nagar, Hyderabad";
    process.env.SUPPORT_MAP_LOCATION = " 17.4126, 78.4071 ";
    expect(configuredSupportContact()).toEqual(
      supportContact({
        email: "help@castfolio.example",
        phone: "+91 40 1234 5678",
        whatsApp: "919812345678",
        address: "Film Nagar, Hyderabad",
        location: { latitude: 17.4126, longitude: 78.4071 },
      }),
    );
    expect(config.supportHours).toBeUndefined();
    expect(configProblems()).toBeUndefined();
  });

  it("refuses a value that cannot work, naming the setting", () => {
    process.env.SUPPORT_EMAIL = "support at castfolio";
    expect(() => config.supportEmail).toThrow(/^SUPPORT_EMAIL must be an email address/);
    process.env.SUPPORT_PHONE = "call us";
    expect(() => config.supportPhone).toThrow(/^SUPPORT_PHONE must be a telephone number/);
    process.env.SUPPORT_MAP_LOCATION = "Film Nagar";
    expect(() => config.supportMapLocation).toThrow(/^SUPPORT_MAP_LOCATION must be a latitude and a longitude/);
    process.env.SUPPORT_MAP_LOCATION = "95,78.4";
    expect(() => config.supportMapLocation).toThrow(/SUPPORT_MAP_LOCATION/);
    process.env.SUPPORT_WHATSAPP = "+91 98123 45678";
    expect(() => config.supportWhatsApp).toThrow(
      /^SUPPORT_WHATSAPP must be the country code and number in digits only/,
    );
    const problems = configProblems();
    for (const name of ["SUPPORT_EMAIL", "SUPPORT_PHONE", "SUPPORT_WHATSAPP"]) expect(problems).toContain(name);
    process.env.SUPPORT_WHATSAPP = "09812345678";
    expect(() => config.supportWhatsApp).toThrow(/SUPPORT_WHATSAPP/);
  });
});

describe("the profile's Contact Us block", () => {
  const render = async (settings: Parameters<typeof supportContact>[0]) => {
    const { createElement } = await import("react");
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { ContactBlock } = await import("@/components/profile/ContactBlock");
    return renderToStaticMarkup(createElement(ContactBlock, { name: "Asha Rao", support: supportContact(settings) }));
  };

  it("is absent without a support email or telephone", async () => {
    expect(await render({})).toBe("");
    expect(await render({ whatsApp: "919812345678", hours: "10 to 7" })).toBe("");
  });

  it("shows the configured email, telephone and hours", async () => {
    const html = await render({ email: "help@castfolio.example", phone: "+91 40 1234 5678", hours: "Mon to Sat" });
    expect(html).toContain("Contact Us");
    expect(html).toContain('href="mailto:help@castfolio.example"');
    expect(html).toContain('href="tel:+914012345678"');
    expect(html).toContain("Hours: Mon to Sat");
  });
});
