import "./globals.css";
import type { Metadata, Viewport } from "next";
import { Footer } from "@/components/layout/Footer";
import { AccountMenu } from "@/components/layout/AccountMenu";
import { Header } from "@/components/layout/Header";
import { Toasts } from "@/components/layout/Toasts";
import { ScreenshotGuard } from "@/components/ScreenshotGuard";
import { config } from "@/lib/server/config";
import { SITE_NAME, SITE_TAGLINE } from "@/lib/site";

export const metadata: Metadata = {
  metadataBase: new URL(config.siteUrl),
  title: { default: `${SITE_NAME}: ${SITE_TAGLINE}`, template: `%s | ${SITE_NAME}` },
  description:
    "Browse actors, technicians, writers, directors, musicians, camera units and shooting locations, and keep your own film-industry profile with photos, show reel and portfolio.",
  openGraph: {
    siteName: SITE_NAME,
    type: "website",
    images: [{ url: "/images/og-default.png", width: 1200, height: 630 }],
  },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#d9480f" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="protected flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <Header account={<AccountMenu />} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
        <Toasts />
        <ScreenshotGuard />
      </body>
    </html>
  );
}
