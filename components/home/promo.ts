/** The promo's poster: the button's picture, then the player's until the video starts. */
export const POSTER = "/images/home/promo-poster.webp";
