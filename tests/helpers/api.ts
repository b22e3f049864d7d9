import { POST as addRouteHandler } from "@/app/api/(profiles)/[profileApi]/add/route";
import { GET as readRouteHandler } from "@/app/api/(profiles)/[profileApi]/[userId]/route";
import { GET as listingRouteHandler } from "@/app/api/user/[id]/[subcategory]/route";
import { GET as userRouteHandler } from "@/app/api/user/[id]/route";
import { POST as deleteRouteHandler } from "@/app/api/user/delete-profile/route";
import { POST as loginRouteHandler } from "@/app/api/user/login/route";
import { POST as logoutRouteHandler } from "@/app/api/user/logout/route";
import { POST as changeEmailRouteHandler } from "@/app/api/user/change-email/route";
import { POST as changePasswordRouteHandler } from "@/app/api/user/change-password/route";
import { POST as deleteAccountRouteHandler } from "@/app/api/user/delete-account/route";
import { GET as exportRouteHandler } from "@/app/api/user/export/route";
import { POST as forgotPasswordRouteHandler } from "@/app/api/user/forgot-password/route";
import { POST as resetPasswordRouteHandler } from "@/app/api/user/reset-password/route";
import { POST as verifyEmailRouteHandler } from "@/app/api/user/verify-email/route";
import { POST as resendConfirmationRouteHandler } from "@/app/api/user/verify-email/resend/route";
import { POST as registerRouteHandler } from "@/app/api/user/register/route";
import { POST as uploadRouteHandler } from "@/app/api/user/upload-profile/route";
import { GET as uploadsRoute } from "@/app/uploads/[...path]/route";
import { POST as coverRouteHandler } from "@/app/api/media/[id]/cover/route";
import { DELETE as deleteMediaRouteHandler } from "@/app/api/media/[id]/route";
import { PUT as orderRouteHandler } from "@/app/api/media/order/route";
import {
  DELETE as deleteCallRouteHandler,
  GET as callRouteHandler,
  PATCH as patchCallRouteHandler,
} from "@/app/api/calls/[id]/route";
import { GET as callsRouteHandler, POST as postCallRouteHandler } from "@/app/api/calls/route";
import { DELETE as unfollowRouteHandler, POST as followRouteHandler } from "@/app/api/organizations/[id]/follow/route";
import { PUT as organizationRouteHandler } from "@/app/api/organizations/mine/route";
import { GET as rentalRouteHandler } from "@/app/api/rentals/[memberId]/route";
import { GET as calendarFeedRouteHandler } from "@/app/api/rentals/calendar/[token]/route";
import { PUT as blockedRouteHandler } from "@/app/api/rentals/mine/blocked/route";
import {
  DELETE as revokeCalendarRouteHandler,
  POST as renewCalendarRouteHandler,
} from "@/app/api/rentals/mine/calendar/route";
import { GET as myRentalRouteHandler, PUT as rentalTermsRouteHandler } from "@/app/api/rentals/mine/route";
import { GET as bookingsRouteHandler, POST as requestBookingRouteHandler } from "@/app/api/bookings/route";
import { GET as bookingRouteHandler, PATCH as actOnBookingRouteHandler } from "@/app/api/bookings/[id]/route";
import { POST as reviewBookingRouteHandler } from "@/app/api/bookings/[id]/review/route";
import { GET as savedSearchesRouteHandler, POST as saveSearchRouteHandler } from "@/app/api/saved-searches/route";
import {
  DELETE as deleteSavedSearchRouteHandler,
  PATCH as changeSavedSearchRouteHandler,
} from "@/app/api/saved-searches/[id]/route";
import {
  GET as alertPreferencesRouteHandler,
  PUT as setAlertPreferencesRouteHandler,
} from "@/app/api/me/alert-preferences/route";
import { POST as unsubscribeRouteHandler } from "@/app/api/unsubscribe/route";
import { db } from "@/lib/server/db";
import { createMember } from "./auth";
import { held } from "./documented";

// Every handler holds its answers to the API reference as the tests call it.
const addRoute = held(addRouteHandler);
const readRoute = held(readRouteHandler);
const listingRoute = held(listingRouteHandler);
const userRoute = held(userRouteHandler);
const deleteRoute = held(deleteRouteHandler);
const loginRoute = held(loginRouteHandler);
const logoutRoute = held(logoutRouteHandler);
const changeEmailRoute = held(changeEmailRouteHandler);
const changePasswordRoute = held(changePasswordRouteHandler);
const deleteAccountRoute = held(deleteAccountRouteHandler);
const exportRoute = held(exportRouteHandler);
const forgotPasswordRoute = held(forgotPasswordRouteHandler);
const resetPasswordRoute = held(resetPasswordRouteHandler);
const verifyEmailRoute = held(verifyEmailRouteHandler);
const resendConfirmationRoute = held(resendConfirmationRouteHandler);
const registerRoute = held(registerRouteHandler);
const uploadRoute = held(uploadRouteHandler);
const coverRoute = held(coverRouteHandler);
const deleteMediaRoute = held(deleteMediaRouteHandler);
const orderRoute = held(orderRouteHandler);
const deleteCallRoute = held(deleteCallRouteHandler);
const callRoute = held(callRouteHandler);
const patchCallRoute = held(patchCallRouteHandler);
const callsRoute = held(callsRouteHandler);
const postCallRoute = held(postCallRouteHandler);
const unfollowRoute = held(unfollowRouteHandler);
const followRoute = held(followRouteHandler);
const organizationRoute = held(organizationRouteHandler);
const rentalRoute = held(rentalRouteHandler);
const calendarFeedRoute = held(calendarFeedRouteHandler);
const blockedRoute = held(blockedRouteHandler);
const revokeCalendarRoute = held(revokeCalendarRouteHandler);
const renewCalendarRoute = held(renewCalendarRouteHandler);
const myRentalRoute = held(myRentalRouteHandler);
const rentalTermsRoute = held(rentalTermsRouteHandler);
const bookingsRoute = held(bookingsRouteHandler);
const requestBookingRoute = held(requestBookingRouteHandler);
const bookingRoute = held(bookingRouteHandler);
const actOnBookingRoute = held(actOnBookingRouteHandler);
const reviewBookingRoute = held(reviewBookingRouteHandler);
const savedSearchesRoute = held(savedSearchesRouteHandler);
const saveSearchRoute = held(saveSearchRouteHandler);
const deleteSavedSearchRoute = held(deleteSavedSearchRouteHandler);
const changeSavedSearchRoute = held(changeSavedSearchRouteHandler);
const alertPreferencesRoute = held(alertPreferencesRouteHandler);
const setAlertPreferencesRoute = held(setAlertPreferencesRouteHandler);
const unsubscribeRoute = held(unsubscribeRouteHandler);

// Every route handler under app/api (and the file route), callable directly with a Request, plus what
// a valid call of each profile API needs. Shared by the access matrix, the fuzz pass and the fault tests.

/** The address of an account call by its name here: changeEmail -> /api/user/change-email. */
export const userPath = (route: string) =>
  route === "resendConfirmation"
    ? "/api/user/verify-email/resend"
    : `/api/user/${route.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export type Member = Awaited<ReturnType<typeof createMember>>;

export const api = {
  add: (kind: string, request: Request) => addRoute(request, { params: Promise.resolve({ profileApi: kind }) }),
  read: (kind: string, userId: string, request: Request) =>
    readRoute(request, { params: Promise.resolve({ profileApi: kind, userId }) }),
  user: (id: string, request = new Request(`http://localhost/api/user/${encodeURIComponent(id)}`)) =>
    userRoute(request, { params: Promise.resolve({ id }) }),
  listing: (category: string, subcategory: string, search = "", headers: Record<string, string> = {}) =>
    listingRoute(
      new Request(
        `http://localhost/api/user/${encodeURIComponent(category)}/${encodeURIComponent(subcategory)}${search}`,
        { headers },
      ),
      {
        params: Promise.resolve({ id: category, subcategory }),
      },
    ),
  deletePicture: (request: Request) => deleteRoute(request),
  uploadPicture: (request: Request) => uploadRoute(request),
  login: (request: Request) => loginRoute(request),
  logout: (request: Request) => logoutRoute(request),
  forgotPassword: (request: Request) => forgotPasswordRoute(request),
  resetPassword: (request: Request) => resetPasswordRoute(request),
  verifyEmail: (request: Request) => verifyEmailRoute(request),
  resendConfirmation: (request: Request) => resendConfirmationRoute(request),
  changePassword: (request: Request) => changePasswordRoute(request),
  changeEmail: (request: Request) => changeEmailRoute(request),
  exportData: (request: Request) => exportRoute(request),
  deleteAccount: (request: Request) => deleteAccountRoute(request),
  deleteMedia: (id: string, headers: Record<string, string>) =>
    deleteMediaRoute(new Request(`http://localhost/api/media/${id}`, { method: "DELETE", headers }), {
      params: Promise.resolve({ id }),
    }),
  useAsCover: (id: string, headers: Record<string, string>) =>
    coverRoute(new Request(`http://localhost/api/media/${id}/cover`, { method: "POST", headers }), {
      params: Promise.resolve({ id }),
    }),
  orderGallery: (request: Request) => orderRoute(request),
  calls: (search = "", headers: Record<string, string> = {}) =>
    callsRoute(new Request(`http://localhost/api/calls${search}`, { headers })),
  postCall: (request: Request) => postCallRoute(request),
  call: (id: string) => callRoute(new Request(`http://localhost/api/calls/${id}`), { params: Promise.resolve({ id }) }),
  patchCall: (id: string, request: Request) => patchCallRoute(request, { params: Promise.resolve({ id }) }),
  deleteCall: (id: string, headers: Record<string, string>) =>
    deleteCallRoute(new Request(`http://localhost/api/calls/${id}`, { method: "DELETE", headers }), {
      params: Promise.resolve({ id }),
    }),
  follow: (id: string, headers: Record<string, string>, method: "POST" | "DELETE" = "POST") =>
    (method === "POST" ? followRoute : unfollowRoute)(
      new Request(`http://localhost/api/organizations/${id}/follow`, { method, headers }),
      { params: Promise.resolve({ id }) },
    ),
  updateOrganization: (request: Request) => organizationRoute(request),
  register: (request: Request) => registerRoute(request),
  rentalTerms: (request: Request) => rentalTermsRoute(request),
  myRental: (headers: Record<string, string>) =>
    myRentalRoute(new Request("http://localhost/api/rentals/mine", { headers })),
  blockDays: (request: Request) => blockedRoute(request),
  rental: (memberId: string, search = "", headers: Record<string, string> = {}) =>
    rentalRoute(new Request(`http://localhost/api/rentals/${encodeURIComponent(memberId)}${search}`, { headers }), {
      params: Promise.resolve({ memberId }),
    }),
  calendarFeed: (token: string, headers: Record<string, string> = {}) =>
    calendarFeedRoute(new Request(`http://localhost/api/rentals/calendar/${encodeURIComponent(token)}`, { headers }), {
      params: Promise.resolve({ token }),
    }),
  renewCalendarFeed: (headers: Record<string, string>) =>
    renewCalendarRoute(new Request("http://localhost/api/rentals/mine/calendar", { method: "POST", headers })),
  revokeCalendarFeed: (headers: Record<string, string>) =>
    revokeCalendarRoute(new Request("http://localhost/api/rentals/mine/calendar", { method: "DELETE", headers })),
  bookings: (search = "", headers: Record<string, string> = {}) =>
    bookingsRoute(new Request(`http://localhost/api/bookings${search}`, { headers })),
  requestBooking: (request: Request) => requestBookingRoute(request),
  booking: (id: string, headers: Record<string, string> = {}) =>
    bookingRoute(new Request(`http://localhost/api/bookings/${encodeURIComponent(id)}`, { headers }), {
      params: Promise.resolve({ id }),
    }),
  actOnBooking: (id: string, request: Request) => actOnBookingRoute(request, { params: Promise.resolve({ id }) }),
  reviewBooking: (id: string, request: Request) => reviewBookingRoute(request, { params: Promise.resolve({ id }) }),
  savedSearches: (headers: Record<string, string> = {}) =>
    savedSearchesRoute(new Request("http://localhost/api/saved-searches", { headers })),
  saveSearch: (request: Request) => saveSearchRoute(request),
  changeSavedSearch: (id: string, request: Request) =>
    changeSavedSearchRoute(request, { params: Promise.resolve({ id }) }),
  deleteSavedSearch: (id: string, headers: Record<string, string> = {}) =>
    deleteSavedSearchRoute(
      new Request(`http://localhost/api/saved-searches/${encodeURIComponent(id)}`, { method: "DELETE", headers }),
      { params: Promise.resolve({ id }) },
    ),
  alertPreferences: (headers: Record<string, string> = {}) =>
    alertPreferencesRoute(new Request("http://localhost/api/me/alert-preferences", { headers })),
  setAlertPreferences: (request: Request) => setAlertPreferencesRoute(request),
  unsubscribe: (request: Request) => unsubscribeRoute(request),
  file: (path: string) =>
    uploadsRoute(new Request(`http://localhost/uploads/${path}`), {
      params: Promise.resolve({ path: path.split("/") }),
    }),
};

export interface ProfileKindCase {
  /** The documented API path: /api/<kind>/add, /api/<kind>/{userId}. */
  kind: string;
  member: { category: string; subcategory: string; gender: string };
  /** The smallest valid multipart fields of the form (userId is added by the caller). */
  fields: Record<string, string>;
  /** The key of the GET answer. */
  answerKey: string;
  /** The table the profile is kept in. */
  table:
    | "artistProfile"
    | "technicianProfile"
    | "musicianProfile"
    | "writerDirectorProfile"
    | "cameraUnitProfile"
    | "locationProfile";
}

export const PROFILE_KINDS: ProfileKindCase[] = [
  {
    kind: "actor",
    member: { category: "Artists", subcategory: "Heroine", gender: "Female" },
    answerKey: "actor",
    table: "artistProfile",
    fields: { fullName: "Asha Rao", city: "Hyderabad", height: "165 cm", weight: "54 kg" },
  },
  {
    kind: "technician",
    member: { category: "Technicians", subcategory: "Light Man", gender: "Male" },
    answerKey: "technician",
    table: "technicianProfile",
    fields: { fullName: "Ravi Kumar", city: "Chennai" },
  },
  {
    kind: "music",
    member: { category: "Music", subcategory: "Chorus", gender: "Female" },
    answerKey: "music",
    table: "musicianProfile",
    fields: { fullName: "Divya S", city: "Kochi" },
  },
  {
    kind: "writer-director",
    member: { category: "Writers & Directors", subcategory: "Director", gender: "Male" },
    answerKey: "writer",
    table: "writerDirectorProfile",
    fields: {
      fullName: "Vikram Iyer",
      city: "Mumbai",
      dateOfBirth: "1984-11-02",
      maritalStatus: "Married",
      education: "FTII",
      experience: "15 years",
    },
  },
  {
    kind: "cameraUnit",
    member: { category: "Camera Unit", subcategory: "Sony", gender: "Male" },
    answerKey: "camera",
    table: "cameraUnitProfile",
    fields: { fullName: "Lens House", city: "Pune", brand: "Sony" },
  },
  {
    kind: "locations",
    member: { category: "Locations", subcategory: "Beach", gender: "Male" },
    answerKey: "locationService",
    table: "locationProfile",
    fields: {
      fullName: "Palm Grove Beach",
      city: "Goa",
      availableLocations: "Beach",
      availability: "Available",
      experience: "5 years",
    },
  },
];

/** Everything a write could change for a member: the user row, the profile rows and the media rows. */
export async function memberState(userId: string) {
  const prisma = db();
  const [user, media, artist, technician, musician, writerDirector, cameraUnit, location] = await Promise.all([
    prisma.user.findUnique({ where: { id: userId } }),
    prisma.media.findMany({ where: { userId }, orderBy: { path: "asc" } }),
    prisma.artistProfile.findUnique({ where: { userId } }),
    prisma.technicianProfile.findUnique({ where: { userId } }),
    prisma.musicianProfile.findUnique({ where: { userId } }),
    prisma.writerDirectorProfile.findUnique({ where: { userId } }),
    prisma.cameraUnitProfile.findUnique({ where: { userId } }),
    prisma.locationProfile.findUnique({ where: { userId } }),
  ]);
  return { user, media, profiles: { artist, technician, musician, writerDirector, cameraUnit, location } };
}

/** Strings no error answer may contain: stack traces, file paths, driver and SQL text. */
export const LEAK_PATTERNS: RegExp[] = [
  /prisma/i,
  /PrismaClient/,
  /\bat \//,
  /\bat file:/,
  /node_modules/,
  /\.tsx?:\d+/,
  /\/work\//,
  /\/app\//,
  /\.next\//,
  /\bSELECT\b/,
  /\bINSERT\b/,
  /\bUPDATE "/,
  /ECONNREFUSED/,
  /ENOSPC/,
  /EACCES/,
  /\bstack\b/i,
  /pglite/i,
  /Invalid `/,
  /TypeError|RangeError|SyntaxError|URIError/,
];

/** The first leak found in an answer's body, or undefined. */
export function leakIn(text: string): string | undefined {
  return LEAK_PATTERNS.find((pattern) => pattern.test(text))?.source;
}
