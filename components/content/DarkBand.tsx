import { CONTAINER } from "@/components/ui/styles";

/** The dark band with a warm spotlight that opens every page below the home. */
export function DarkBand({ children }: { children: React.ReactNode }) {
  return (
    <header className="relative isolate overflow-hidden bg-ink-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(232,89,12,0.42),transparent_60%)]"
      />
      <div className={`${CONTAINER} py-12 md:py-14`}>{children}</div>
    </header>
  );
}
