// Questions answered on /faq; the home shows the first HOME_FAQ_COUNT beside the promo video.

export interface FaqEntry {
  question: string;
  answer: string;
}

export const HOME_FAQ_COUNT = 5;

export const FAQ: readonly FaqEntry[] = [
  {
    question: "Who can register on Castfolio?",
    answer:
      "Anyone who works in film: actors and performers, technicians, writers and directors, music people, camera-equipment owners and location owners. Pick one of the six categories and the subcategory that describes your work when you register.",
  },
  {
    question: "Does it cost anything to keep a profile?",
    answer:
      "No. Registering, building your profile and appearing in the listings is free. Castfolio never charges artists or crews for auditions; if anyone asks you for money in our name, tell us.",
  },
  {
    question: "What should I put on my profile?",
    answer:
      "Clear, recent photos, one show reel and a portfolio (PDF or Word), plus the details a casting director filters on: city, languages, experience and, for artists, height, weight and the kind of work you are open to.",
  },
  {
    question: "How do filmmakers find me?",
    answer:
      "Your profile is listed under its category and subcategory, for example Artists › Heroine or Technicians › Focus Puller. Filmmakers browse those listings, open your profile and can copy its link to share with their team.",
  },
  {
    question: "Are the job openings genuine?",
    answer:
      "Studios and production houses are checked before their openings go live, and we take down any posting that is reported and turns out to be false. Castfolio helps you get seen, but job placement is not guaranteed.",
  },
  {
    question: "Can I register a child artist?",
    answer:
      "Yes, under Artists › Child Artist. The profile must be created and managed by a parent or legal guardian, who is the contact for every enquiry.",
  },
  {
    question: "Who can see my phone number and email?",
    answer:
      "Your contact details are never shown on your public profile. Limited profile details may be shared with verified casting directors or production companies, as our privacy policy explains.",
  },
  {
    question: "Why can't I take screenshots of profiles?",
    answer:
      "To protect members' photos, pictures carry a watermark and profile pages discourage screenshots, right-click saving and image dragging.",
  },
];
