// Terms of service (/terms) and privacy policy (/privacy). Dates are YYYY-MM-DD, as everywhere (lib/dates.ts).

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const TERMS: LegalDocument = {
  title: "Terms of Service",
  updated: "2026-11-22",
  intro:
    "These terms govern your use of Castfolio, the film-industry talent and casting marketplace. By registering or browsing the site you agree to them.",
  sections: [
    {
      heading: "1. Who may use Castfolio",
      paragraphs: [
        "You must be 18 or older to register. Profiles of child artists must be created and managed by a parent or legal guardian, who accepts these terms on the child's behalf.",
        "Each person keeps one profile, in the category and subcategory that honestly describes their work.",
      ],
    },
    {
      heading: "2. Your profile and uploads",
      paragraphs: [
        "You are responsible for what you put on your profile. Your photos, show reel and portfolio must be your own work or used with permission, and must show you (or the equipment or location you offer) as it really is.",
        "You keep the rights to everything you upload. You allow Castfolio to store it, display it on your public profile, resize it and add a watermark.",
      ],
    },
    {
      heading: "3. Rules of conduct",
      paragraphs: [
        "Do not impersonate anyone, post false or misleading information, publish fake casting calls, ask members for money in exchange for auditions or roles, harass other members, or upload sexually explicit or unlawful material.",
        "Do not copy profiles, photos or contact details in bulk, or try to get around the site's screenshot and download protections.",
      ],
    },
    {
      heading: "4. Suspension and termination",
      paragraphs: [
        "Accounts that break the rules may be terminated, with or without notice, and their profiles removed from the listings. We may also suspend an account while we look into a report.",
      ],
    },
    {
      heading: "5. Opportunities and job placement",
      paragraphs: [
        "Castfolio is a place to be discovered and to find openings. We check studios before publishing their openings, but we are not a party to any agreement you make with a filmmaker, studio or production company.",
        "Job placement is not guaranteed: being listed, applying or being contacted does not promise an audition, a role or payment.",
      ],
    },
    {
      heading: "6. Liability",
      paragraphs: [
        "The site is provided as it is. To the extent the law allows, Castfolio is not liable for losses arising from dealings between members and filmmakers, or from the site being unavailable.",
      ],
    },
    {
      heading: "7. Changes to these terms",
      paragraphs: [
        "We may update these terms. The date at the top shows the latest version; continuing to use Castfolio after a change means you accept it.",
      ],
    },
  ],
};

export const PRIVACY: LegalDocument = {
  title: "Privacy Policy",
  updated: "2026-11-22",
  intro:
    "This policy explains what Castfolio collects, what is shown publicly, what is shared and the choices you have.",
  sections: [
    {
      heading: "1. What we collect",
      paragraphs: [
        "When you register: your name, gender, category, subcategory, phone number, email address and a password, which we store only as a secure hash.",
        "When you build your profile: the details you enter and the photos, video and portfolio you upload.",
      ],
    },
    {
      heading: "2. What is public",
      paragraphs: [
        "Your profile is public so that filmmakers and search engines can find it: your name, category, subcategory, city, introduction, photos, show reel, portfolio and the details you choose to fill in.",
        "Your phone number, email address and password are never shown on your profile.",
      ],
    },
    {
      heading: "3. What we share",
      paragraphs: [
        "Limited profile details may be shared with verified casting directors or production companies who are considering you for a role. We do not sell your personal data, and we do not share it with advertisers.",
      ],
    },
    {
      heading: "4. Your photos and files",
      paragraphs: [
        "Uploaded pictures are re-encoded on our servers, which removes hidden camera and location data, and they carry a watermark. Profile pages discourage screenshots and image downloads.",
      ],
    },
    {
      heading: "5. Cookies",
      paragraphs: ["We use one essential cookie to keep you signed in. We do not use advertising or tracking cookies."],
    },
    {
      heading: "6. Your choices",
      paragraphs: [
        "You can edit your profile, replace or delete your pictures at any time. To delete your account and everything in it, write to us from the email address you registered with.",
      ],
    },
    {
      heading: "7. Contact",
      paragraphs: ["Questions about this policy are welcome on our contact page."],
    },
  ],
};
