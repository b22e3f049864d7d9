import { z } from "zod";
import { AVAILABILITY_STATES } from "./availability-states.ts";
import { CATEGORIES } from "../catalog.ts";
import { availabilitySchema } from "./availability.ts";
import { orderSchema as galleryOrderSchema } from "./media.ts";
import { deletePictureSchema } from "./pictures.ts";
import { privacySchema } from "./private-details.ts";
import { publicUserShape } from "./views.ts";
import { answer, COMMON, dataAnswer, doneAnswer, failure, refused } from "../openapi/answers.ts";
import { jsonBody, jsonSchema } from "../openapi/schema.ts";
import type { ApiOperation } from "../openapi/types.ts";
import { pictureBody, PROFILE_FORMS, profileFormBody, VIDEO_FACTS } from "../media/upload-reference.ts";

// Profiles: each category's form (read and saved through /api/<kind>/…), the profile and cover pictures,
// the stored files one by one, availability, and the public profile.

const tag = "Profiles";

const profileApi = {
  description: "The category's profile API: actor, technician, music, writer-director, cameraUnit or locations.",
  schema: jsonSchema(z.enum(CATEGORIES.map((c) => c.apiPath) as [string, ...string[]])),
};
const userId = "The member's own id.";
const mediaId = "A stored file's media id (listed in the form record's `media`).";

const answerKeys = [...new Set(PROFILE_FORMS.map(({ apiPath, form }) => `${apiPath}: \`${form.answerKey}\``))].join(
  ", ",
);

const notYours = failure("The userId is someone else's.");
const notYourFile = failure("The file is someone else's.");
const noFile = refused("noSuchFile");
const choicesReviewSchema = z.object({ due: z.boolean() });
const availability = z.object({
  state: z.enum(AVAILABILITY_STATES),
  until: z.string().nullable().describe("On a shoot: its last day (YYYY-MM-DD)."),
});

export const PROFILE_OPERATIONS: ApiOperation[] = [
  {
    method: "GET",
    path: "/api/{profileApi}/{userId}",
    tag,
    summary: "Read the member's own profile form",
    description: `The record the settings form edits, under the form's key (${answerKeys}). It carries the record's \`version\`, to send back with a save, and \`media\`: every stored file of the member (\`id\`, \`kind\`, \`url\`).`,
    access: "member",
    pathParameters: { profileApi, userId },
    responses: {
      200: answer("The form record.", z.looseObject({ success: z.literal(true) })),
      400: failure("The member's profile is in another category."),
      403: notYours,
      404: failure("No such profile API."),
    },
  },
  {
    method: "POST",
    path: "/api/{profileApi}/add",
    tag,
    summary: "Save the member's profile form and files",
    description:
      "Multipart: the form's fields, `image1..N` (gallery photos), `videoUpload`, `pdfUpload` (technicians also `file1..N`, previous work samples), and optionally `version`. Fields and files are saved together or not at all. A member keeps at most 30 gallery photos and 10 work samples.",
    access: "member",
    pathParameters: { profileApi },
    body: profileFormBody(),
    responses: {
      200: answer(
        "Saved: the record as the save left it, under the form's key.",
        z.looseObject({ success: z.literal(true), message: z.string() }),
      ),
      400: failure(
        "A field does not validate (`errors` names it), nothing was sent, the keep limit of photos or samples would be passed, or the profile is in another category.",
      ),
      403: notYours,
      404: failure("No such profile API."),
      409: failure(
        "This profile was changed elsewhere; reload to see the latest (the `version` sent is not the record's).",
      ),
      429: COMMON.rateLimited("uploads"),
    },
  },
  {
    method: "GET",
    path: "/api/user/{id}",
    tag,
    summary: "A member's public profile",
    access: "public",
    pathParameters: { id: "The member's id." },
    responses: {
      200: answer(
        `The profile: name, category, pictures, \`rate\` (verified), \`availability\`, \`listed\` (false until the member adds a profile picture or saves their details: such a profile is in no listing, search or sitemap), and \`additionalDetails\` (the category's details with the \`age\`, images, portfolio and \`videos\`, the ready ones: ${VIDEO_FACTS}). Never the exact date of birth, measurements or intimate-content preferences: see GET /api/users/{id}/private-details.`,
        z.object({ success: z.literal(true), user: publicUserShape }),
      ),
      404: failure("No member with this id (or a minor whose parent or guardian has not confirmed yet)."),
    },
  },
  {
    method: "GET",
    path: "/api/users/{id}/private-details",
    tag,
    summary: "A member's private details",
    description:
      "The exact `dateOfBirth`, and for artists `measurements`, `comfortLevel` and the intimate-content `interests` and `outfitPreferences`; `shared` says whether the member lets verified casting teams see them. For the member themselves, or for a verified casting team when an adult member allows it; a minor's are never shared.",
    access: "member",
    pathParameters: { id: "The member's id." },
    responses: {
      200: dataAnswer(
        "The private details.",
        z.looseObject({ dateOfBirth: z.string().nullable(), shared: z.boolean() }),
      ),
      403: failure("Not the member, not a verified casting team, the member does not share them, or is under 18."),
      404: refused("noMemberById"),
    },
  },
  {
    method: "PUT",
    path: "/api/me/privacy",
    tag,
    summary: "Share private details with verified casting teams, or stop",
    access: "member",
    body: jsonBody(privacySchema),
    responses: {
      200: dataAnswer("Saved.", privacySchema, { message: true }),
      400: failure("Not a boolean, or the member is under 18 (a minor's details are never shared)."),
    },
  },
  {
    method: "GET",
    path: "/api/me/choices-review",
    tag,
    summary: "Whether the member is asked to review choices an older form ticked",
    description:
      "The original artist form ticked some interests and work locations for every new member. `due` is true while an adult artist whose profile existed then has neither saved the profile form since nor kept the choices as they are (DELETE).",
    access: "member",
    responses: { 200: dataAnswer("Whether the review is due.", choicesReviewSchema) },
  },
  {
    method: "DELETE",
    path: "/api/me/choices-review",
    tag,
    summary: "Keep the stored choices as they are",
    description: "The member is not asked to review them again. Saving the profile form does the same.",
    access: "member",
    responses: { 200: dataAnswer("Not asked any more.", choicesReviewSchema) },
  },
  {
    method: "POST",
    path: "/api/user/upload-profile",
    tag,
    summary: "Upload the profile or cover picture",
    description:
      "Multipart `userId` and one file, as `profilePic` or `coverPic` (a hirer's are its organisation's logo and cover).",
    access: "member",
    body: pictureBody(),
    responses: {
      200: answer(
        "Stored: the answer names the picture's stored path under the field it was sent as.",
        z.object({
          success: z.literal(true),
          message: z.string(),
          profilePic: z.string().optional(),
          coverPic: z.string().optional(),
        }),
      ),
      400: failure("No userId, or not exactly one picture."),
      403: notYours,
      429: COMMON.rateLimited("uploads"),
    },
  },
  {
    method: "POST",
    path: "/api/user/delete-profile",
    tag,
    summary: "Remove the profile or cover picture",
    description: "A default image shows instead.",
    access: "member",
    body: jsonBody(deletePictureSchema, { notes: { userId: "The member's own id (403 for anyone else's)." } }),
    responses: { 200: doneAnswer("Removed."), 403: notYours },
  },
  {
    method: "DELETE",
    path: "/api/media/{id}",
    tag,
    summary: "Delete one stored file",
    description: "A gallery photo, the video, the portfolio, a picture or a work sample.",
    access: "member",
    pathParameters: { id: mediaId },
    responses: {
      200: doneAnswer("Deleted.", { kind: z.string().describe("What the file was (IMAGE, VIDEO, PORTFOLIO…).") }),
      403: notYourFile,
      404: noFile,
    },
  },
  {
    method: "PUT",
    path: "/api/media/order",
    tag,
    summary: "Put the gallery in order",
    description: "`ids`: all the member's gallery photo ids, each once, in the order to show them.",
    access: "member",
    body: jsonBody(galleryOrderSchema),
    responses: {
      200: doneAnswer("Saved.", { ids: z.array(z.string()) }),
      400: failure("The body does not validate, or `ids` is not exactly the member's gallery photos."),
    },
  },
  {
    method: "POST",
    path: "/api/media/{id}/cover",
    tag,
    summary: "Make a gallery photo the cover picture",
    access: "member",
    pathParameters: { id: mediaId },
    responses: {
      200: doneAnswer("The cover picture is set.", { coverPic: z.string().describe("Its stored path.") }),
      400: failure("The file is not a gallery photo."),
      403: notYourFile,
      404: noFile,
    },
  },
  {
    method: "PUT",
    path: "/api/user/availability",
    tag,
    summary: "Set the member's availability",
    description:
      "Shown on the member's card and profile, and searched on. On a shoot, `until` is its last day: today to two years ahead. A location's availability is part of its profile form instead (400).",
    access: "member",
    body: jsonBody(availabilitySchema, { notes: { until: "ON_SHOOT: the shoot's last day (YYYY-MM-DD)." } }),
    responses: {
      200: dataAnswer("The availability now.", availability, { message: true }),
      400: failure("The body does not validate, or the member is a hirer or a location."),
    },
  },
];
