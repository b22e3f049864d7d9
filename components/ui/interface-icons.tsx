// The icons of the site's interactive parts (client components): only these reach the browser's scripts. The
// icons only server-rendered markup draws are ./Icon.tsx's own.

/** Each icon's outline: 24x24, drawn with a stroke of the text's colour. */
export const INTERFACE_PATHS = {
  clapper:
    "M4 10h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM4 10l-.6-3.2a1 1 0 0 1 .8-1.2l13.8-2.5a1 1 0 0 1 1.2.8L19.7 7M8 5l2 4M13 4l2 4",
  chat: "M4 20l1.5-4A8 8 0 1 1 8 18.5zM9 10h.01M12 10h.01M15 10h.01",
  pin: "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM9.5 10a2.5 2.5 0 1 0 5 0 2.5 2.5 0 0 0-5 0",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  arrowLeft: "M19 12H5M11 6l-6 6 6 6",
  calendar: "M4 6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM4 10h16M8 3v4M16 3v4",
  wallet: "M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14h.01",
  play: "M7 4l13 8-13 8z",
  pause: "M7 4h4v16H7zM13 4h4v16h-4z",
  trash: "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6",
  pencil: "M4 20h4L19 9l-4-4L4 16zM14 6l4 4",
  bell: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0",
  share:
    "M8 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM22 5a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM22 19a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM7.6 10.6l8.8-4.2M7.6 13.4l8.8 4.2",
  chevronUp: "M6 15l6-6 6 6",
  chevronDown: "M6 9l6 6 6-6",
} as const;

export type InterfaceIconName = keyof typeof INTERFACE_PATHS;

/** An outline icon as an inline SVG: it needs no request and follows the text colour. */
export function IconSvg({ path, className = "h-5 w-5" }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}

/** An icon of the interactive parts, for client components (the server's markup uses ./Icon.tsx). */
export function InterfaceIcon({ name, className }: { name: InterfaceIconName; className?: string }) {
  return <IconSvg path={INTERFACE_PATHS[name]} className={className} />;
}
