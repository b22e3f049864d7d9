/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Native and wasm packages are loaded from node_modules at run time, never bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "sharp", "pg", "bcryptjs"],
  images: { unoptimized: true },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

export default nextConfig;
