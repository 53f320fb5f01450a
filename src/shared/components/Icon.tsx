/**
 * A handful of inline line icons (24×24, stroke = currentColor). Inline SVG costs a few hundred bytes
 * and no request, unlike an icon font. Icons are decorative: the text next to them carries the meaning.
 */

/** One of the path strings exported by icons.ts. */
export type IconPath = string;

/** The body text size in px: an icon's `size` is what it measures beside text of this size. */
const BODY_TEXT_PX = 16;

/**
 * Renders one decorative icon from icons.ts, `size` px (default 24) beside 16 px text. It is drawn in
 * em, so it grows with the text around it (200 % text, a large heading) instead of staying small; the
 * `icon` class keeps a flex row from squeezing it.
 */
export function Icon({ path, size = 24, className }: { path: IconPath; size?: number; className?: string }) {
  const side = `${size / BODY_TEXT_PX}em`;
  return (
    <svg
      width={side}
      height={side}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
    >
      <path d={path} />
    </svg>
  );
}
