import { describe, expect, it } from "vitest";
import { resolveListing } from "@/lib/catalog";
import { CHAT_HELP_MESSAGE, chatHelpUrl, CONTACT_CARDS, SUPPORT_WHATSAPP } from "@/lib/content/contact";
import { FAQ, HOME_FAQ_COUNT } from "@/lib/content/faq";
import { findJob, JOBS, jobsOfStudio, openingsLabel } from "@/lib/content/jobs";
import { PRIVACY, TERMS } from "@/lib/content/legal";
import { FEATURES } from "@/lib/content/marketing";
import { POPULAR_CATEGORIES } from "@/lib/content/popular-categories";
import { findStudio, STUDIO_ENTRIES, STUDIOS, studioPage } from "@/lib/content/studios";
import { HOME_FEATURE_COUNT, HOME_JOB_COUNT, STUDIO_VACANCY_COUNT } from "@/lib/site";

const text = (doc: typeof TERMS) => doc.sections.flatMap((s) => s.paragraphs).join(" ");

describe("home content", () => {
  it("carousel: the spec's eight categories, each linking to a listing of the catalog", () => {
    expect(POPULAR_CATEGORIES.map((c) => c.label)).toEqual([
      "Hero",
      "Heroine",
      "Director",
      "Assistant Director",
      "Beach",
      "Farmhouse",
      "Dancers",
      "Choreographers",
    ]);
    for (const item of POPULAR_CATEGORIES) {
      const [, category, subcategory] = item.href.split("/");
      expect(resolveListing(category, subcategory), item.label).toBeDefined();
    }
    expect(POPULAR_CATEGORIES.find((c) => c.label === "Choreographers")?.href).toBe("/Artists/Dancers");
    expect(POPULAR_CATEGORIES.find((c) => c.label === "Director")?.href).toBe("/Writers%20%26%20Directors/Director");
  });

  it("features: the marketing list, casting calls first", () => {
    expect(FEATURES.length).toBeGreaterThan(HOME_FEATURE_COUNT);
    expect(FEATURES.slice(0, HOME_FEATURE_COUNT).map((f) => f.title)).toEqual([
      "Casting Calls",
      "Production Support",
      "Industry Connections",
      "Workshops & Training",
    ]);
  });

  it("has enough sample jobs and questions for the home blocks", () => {
    expect(JOBS.length).toBeGreaterThan(HOME_JOB_COUNT);
    expect(FAQ.length).toBeGreaterThan(HOME_FAQ_COUNT);
  });

  it("chat help opens WhatsApp with the help message typed", () => {
    const url = new URL(chatHelpUrl());
    expect(url.origin + url.pathname).toBe(`https://wa.me/${SUPPORT_WHATSAPP}`);
    expect(url.searchParams.get("text")).toBe(CHAT_HELP_MESSAGE);
    expect(SUPPORT_WHATSAPP).toMatch(/^\d{8,15}$/);
  });
});

describe("studios and jobs", () => {
  it("every job card has the spec's fields and a known studio, with unique ids", () => {
    expect(new Set(JOBS.map((j) => j.id)).size).toBe(JOBS.length);
    expect(JOBS.map((j) => j.id)).toEqual([...JOBS.map((j) => j.id)].sort((a, b) => a - b));
    for (const job of JOBS) {
      expect(Object.keys(job)).toEqual(
        expect.arrayContaining([
          "id",
          "name",
          "title",
          "country",
          "city",
          "applied",
          "vacancy",
          "date",
          "salary",
          "posted",
          "jobTime",
          "desc",
        ]),
      );
      expect(findStudio(job.studioId)?.name).toBe(job.name);
      expect(job.vacancy).toBeGreaterThan(0);
      expect(job.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.posted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.posted < job.date).toBe(true);
    }
  });

  it("a studio's vacancy is the sum of its openings, and it shows at most the spec's count", () => {
    expect(new Set(STUDIOS.map((s) => s.id)).size).toBe(STUDIOS.length);
    for (const studio of STUDIOS) {
      const jobs = jobsOfStudio(studio.id);
      expect(studio.vacancy).toBe(jobs.reduce((sum, j) => sum + j.vacancy, 0));
      expect(jobs.length).toBeLessThanOrEqual(STUDIO_VACANCY_COUNT);
    }
    expect(STUDIO_ENTRIES.flatMap((s) => s.jobs)).toHaveLength(JOBS.length);
  });

  it("pages the studio list and refuses pages that do not exist", () => {
    const pageCount = Math.ceil(STUDIOS.length / STUDIO_VACANCY_COUNT);
    expect(studioPage(1, STUDIO_VACANCY_COUNT)?.studios).toHaveLength(STUDIO_VACANCY_COUNT);
    expect(studioPage(pageCount, STUDIO_VACANCY_COUNT)?.pageCount).toBe(pageCount);
    const all = Array.from({ length: pageCount }, (_, i) => studioPage(i + 1, STUDIO_VACANCY_COUNT)!.studios).flat();
    expect(all.map((s) => s.id)).toEqual(STUDIOS.map((s) => s.id));
    for (const bad of [0, -1, pageCount + 1, 1.5, Number.NaN])
      expect(studioPage(bad, STUDIO_VACANCY_COUNT)).toBeUndefined();
  });

  it("finds by id as the route gives it, and nothing else", () => {
    expect(findJob("2")?.title).toBe("Background Dancers for a Song Sequence");
    expect(findJob("02")).toBeUndefined();
    expect(findStudio("3")?.name).toBe("Konkan Coast Pictures");
    expect(findStudio("abc")).toBeUndefined();
    expect(openingsLabel(1)).toBe("1 opening");
    expect(openingsLabel(12)).toBe("12 openings");
  });
});

describe("static pages", () => {
  it("the terms say accounts that break the rules may be terminated and placement is not guaranteed", () => {
    expect(text(TERMS)).toContain("Accounts that break the rules may be terminated");
    expect(text(TERMS)).toContain("Job placement is not guaranteed");
  });

  it("the privacy policy says limited details may be shared with verified casting directors or production companies", () => {
    expect(text(PRIVACY)).toContain(
      "Limited profile details may be shared with verified casting directors or production companies",
    );
  });

  it("every contact card has a title, a description and a link", () => {
    expect(CONTACT_CARDS.length).toBeGreaterThanOrEqual(3);
    for (const card of CONTACT_CARDS) {
      expect(card.title && card.description).toBeTruthy();
      expect(card.link.href).toMatch(/^(tel:|mailto:|https:\/\/)/);
    }
  });
});
