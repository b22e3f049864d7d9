import type { AuthUser } from "@/lib/auth/token";

declare module "next-auth" {
  interface Session {
    user: AuthUser & { image?: string | null };
  }
}
