/**
 * Social networks do not render SVG previews, so each SVG cover is published with a JPEG twin of the
 * same name (rendered by scripts/render-social-images.ts); other formats are used as they are.
 */
export function socialImageFor(imageUrl: string): string {
  return imageUrl.replace(/\.svg(?=$|[?#])/i, '.jpg');
}
