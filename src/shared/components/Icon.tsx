/**
 * A handful of inline line icons (24×24, stroke = currentColor). Inline SVG costs a few hundred bytes
 * and no request, unlike an icon font. Icons are decorative: the text next to them carries the meaning.
 */

/** One of the path strings exported by icons.ts. */
export type IconPath = string;

/** Renders one decorative icon from icons.ts; give it a size in px (default 24). */
export function Icon({ path, size = 24, className }: { path: IconPath; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}
