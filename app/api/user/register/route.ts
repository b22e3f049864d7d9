import { register } from "@/lib/accounts/register";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { clientIp } from "@/lib/server/client-address";
import { answered, cookieJar, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

export const POST = route(async (request: Request) => {
  // The language the visitor chose on the site, for a sign-up that does not name one.
  const languageCookie = cookieJar(request.headers.get("cookie")).get(LOCALE_COOKIE);
  const user = await register(await readJson(request), clientIp(request.headers), languageCookie);
  return answered(answer("account.registered"), { user: { _id: user.id, ...user } }, { status: 201 });
});
