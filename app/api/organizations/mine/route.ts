import { requireUser } from "@/lib/auth/guard";
import { updateOrganization } from "@/lib/hiring/organizations";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

// PUT /api/organizations/mine { name, type, city, website, description }: the hirer's organisation.
export const PUT = route(async (request: Request) => {
  const member = await requireUser(request);
  const organization = await updateOrganization(member, await readJson(request));
  return answered(answer("studios.updated"), { data: organization });
});
