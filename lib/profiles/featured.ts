import "server-only";
import { db } from "../server/db.ts";
import { cached } from "../server/cache.ts";

// The home page's hero shows a real member: the best-ranked verified artist with a picture (ranking:
// lib/search/ranking.ts), beside "Your Journey to Stardom Starts Here". Read from the search rows, which
// hold only listed, visible members.

export interface FeaturedMember {
  id: string;
  name: string;
  subcategory: string;
  city: string | null;
  languages: string[];
  picture: string | null;
}

const KEEP_SECONDS = 300;

export function featuredMember(): Promise<FeaturedMember | null> {
  return cached(["home-featured-member"], [], KEEP_SECONDS, async () => {
    const row = await db().searchProfile.findFirst({
      where: { category: "Artists", verified: true, hasPicture: true },
      orderBy: [{ rank: "desc" }, { profileUpdatedAt: "desc" }, { userId: "desc" }],
      select: {
        userId: true,
        name: true,
        subcategory: true,
        city: true,
        languages: true,
        cardPic: true,
        profilePic: true,
      },
    });
    return row
      ? {
          id: row.userId,
          name: row.name,
          subcategory: row.subcategory,
          city: row.city,
          languages: row.languages.slice(0, 3),
          picture: row.cardPic ?? row.profilePic,
        }
      : null;
  });
}
