import { z } from "zod";
import { videoAnswerShape } from "../media/video-answer.ts";
import { AVAILABILITY_STATES } from "./availability-states.ts";

// The shape of a public profile as GET /api/user/{id} answers it and the profile page reads it:
// lib/profiles/public.ts's types come from it, and the API reference shows it, so the two cannot differ.

/** Whether a member can take work now (lib/profiles/availability-states.ts Availability). */
export const availabilityShape = z.object({
  state: z.enum(AVAILABILITY_STATES),
  until: z.string().nullable().describe("On a shoot: its last day (YYYY-MM-DD), when the member gave one."),
});

/** A gallery picture: the stored one and the variants made from it, once made. */
const publicImageShape = z.object({
  path: z.string(),
  card: z.string().optional().describe("The 400 px card variant."),
  gallery: z.string().optional().describe("The gallery's WebP variant."),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});

export const publicUserShape = z.object({
  _id: z.string(),
  name: z.string(),
  gender: z.string(),
  category: z.string(),
  subcategory: z.string(),
  profilePic: z.string().nullable(),
  coverPic: z.string().nullable(),
  headerPictures: z
    .object({ profile: z.string().nullable(), cover: z.string().nullable() })
    .describe("The profile picture's 400 px card and the cover's WebP once made, else the stored pictures."),
  rate: z.boolean().describe("Verified by an admin."),
  listed: z
    .boolean()
    .describe(
      "False until the member adds a profile picture or saves their details: such a profile is in no listing, search or sitemap.",
    ),
  availability: availabilityShape,
  createdAt: z.string(),
  additionalDetails: z
    .looseObject({
      city: z.string().optional(),
      images: z.array(z.string()),
      imageVariants: z.array(publicImageShape),
      videoUpload: z.array(z.string()),
      videos: z.array(videoAnswerShape).describe("The ready videos."),
      pdfUpload: z.string().nullable().describe("The portfolio."),
      previousWorkSamples: z.array(z.string()).optional(),
    })
    .describe("The category's public details with the `age`, pictures, portfolio and videos."),
});

export type PublicImage = z.output<typeof publicImageShape>;
export type PublicUser = z.output<typeof publicUserShape>;
