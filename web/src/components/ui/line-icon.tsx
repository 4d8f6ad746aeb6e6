/** The paths of the app's line icons, on a 24-unit grid. */
export const linePaths = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  close: 'M6 6l12 12M18 6L6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  enlarge: 'M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7',
} as const;

interface LineIconProps {
  path: keyof typeof linePaths;
  /** Its width and height in pixels. */
  size: number;
  strokeWidth?: number;
}

/**
 * A line icon drawn as every icon of the app is (round ends, the text's colour), and hidden from
 * screen readers: the button or label it sits in carries the words.
 */
export function LineIcon({ path, size, strokeWidth = 2 }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={linePaths[path]} />
    </svg>
  );
}
