import { config } from "../server/config.ts";
import { mediaUrl } from "../storage/urls.ts";
import { profilePath } from "../profiles/paths.ts";
import type { ApiResult, SearchResult } from "./views.ts";

/** A result as GET /api/search answers it: pictures and the profile as absolute addresses. */
export function apiResult(result: SearchResult): ApiResult {
  const picture = mediaUrl(result.cardPic);
  return {
    id: result.id,
    name: result.name,
    category: result.category,
    subcategory: result.subcategory,
    city: result.city,
    gender: result.gender,
    age: result.age,
    heightCm: result.heightCm,
    languages: result.languages,
    availability: result.availability,
    verified: result.verified,
    profilePic: picture ? `${config.siteUrl}${picture}` : null,
    url: `${config.siteUrl}${profilePath(result.id)}`,
    ...(result.dayRate !== null ? { dayRate: result.dayRate } : {}),
  };
}
