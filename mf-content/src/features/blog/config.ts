/** Articles change rarely: a list or article fetched in the last five minutes is shown without asking again. */
export const BLOG_STALE_TIME = 5 * 60 * 1000;

/** How many posts the home page and the related-articles block show. */
export const LATEST_POSTS_COUNT = 3;
export const RELATED_POSTS_COUNT = 3;

/** Placeholders while the list loads. */
export const LIST_SKELETON_COUNT = 6;

/** Blog covers and avatars are drawn at these sizes; the img attributes reserve the space. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;
export const AVATAR_SIZE = 96;

/** The social preview of the blog and author pages (articles use their own cover). */
export const BLOG_SOCIAL_IMAGE = '/media/blog/blog.jpg';
