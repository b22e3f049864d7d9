import type { AuthUser } from "@/lib/auth/identity";

declare module "next-auth" {
  interface Session {
    user: AuthUser & { image?: string | null; isAdmin?: boolean };
  }
}
