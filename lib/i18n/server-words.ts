// "#words" in a server component (package.json `imports`, condition react-server): next-intl's own hooks, which
// read the request's catalogs on the server. Client components get lib/i18n/client-words.tsx instead.
export { useLocale, useTranslations } from "next-intl";
