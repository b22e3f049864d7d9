import "server-only";
import { createTranslator, type Messages } from "use-intl/core";
import enApiAnswers from "../../messages/en/ApiAnswers.json";
import enApiErrors from "../../messages/en/ApiErrors.json";
import enCatalog from "../../messages/en/Catalog.json";
import enFormErrors from "../../messages/en/FormErrors.json";
import enHome from "../../messages/en/Home.json";
import enJobsClient from "../../messages/en/JobsClient.json";
import enMail from "../../messages/en/Mail.json";
import enNotices from "../../messages/en/Notices.json";
import enProfile from "../../messages/en/Profile.json";
import enSite from "../../messages/en/Site.json";
import hiApiAnswers from "../../messages/hi/ApiAnswers.json";
import hiApiErrors from "../../messages/hi/ApiErrors.json";
import hiCatalog from "../../messages/hi/Catalog.json";
import hiFormErrors from "../../messages/hi/FormErrors.json";
import hiHome from "../../messages/hi/Home.json";
import hiJobsClient from "../../messages/hi/JobsClient.json";
import hiMail from "../../messages/hi/Mail.json";
import hiNotices from "../../messages/hi/Notices.json";
import hiProfile from "../../messages/hi/Profile.json";
import hiSite from "../../messages/hi/Site.json";
import teApiAnswers from "../../messages/te/ApiAnswers.json";
import teApiErrors from "../../messages/te/ApiErrors.json";
import teCatalog from "../../messages/te/Catalog.json";
import teFormErrors from "../../messages/te/FormErrors.json";
import teHome from "../../messages/te/Home.json";
import teJobsClient from "../../messages/te/JobsClient.json";
import teMail from "../../messages/te/Mail.json";
import teNotices from "../../messages/te/Notices.json";
import teProfile from "../../messages/te/Profile.json";
import teSite from "../../messages/te/Site.json";
import taApiAnswers from "../../messages/ta/ApiAnswers.json";
import taApiErrors from "../../messages/ta/ApiErrors.json";
import taCatalog from "../../messages/ta/Catalog.json";
import taFormErrors from "../../messages/ta/FormErrors.json";
import taHome from "../../messages/ta/Home.json";
import taJobsClient from "../../messages/ta/JobsClient.json";
import taMail from "../../messages/ta/Mail.json";
import taNotices from "../../messages/ta/Notices.json";
import taProfile from "../../messages/ta/Profile.json";
import taSite from "../../messages/ta/Site.json";
import { INDIA_TIME_ZONE } from "../india-time.ts";
import type { Locale } from "./locales.ts";

// The catalogs that server code reads outside a page (mails and notices written by jobs, the API's answers and
// refusals, the site's own content as data), loaded once per process and shared: pages read theirs from the request
// (lib/i18n/request.ts).

/** The namespaces read outside a page. */
export type ServerNamespace =
  | "ApiAnswers"
  | "ApiErrors"
  | "Catalog"
  | "FormErrors"
  | "Home"
  | "JobsClient"
  | "Mail"
  | "Notices"
  | "Profile"
  | "Site";

const CATALOGS: Readonly<Record<Locale, Record<ServerNamespace, object>>> = {
  en: {
    ApiAnswers: enApiAnswers,
    ApiErrors: enApiErrors,
    Catalog: enCatalog,
    FormErrors: enFormErrors,
    Home: enHome,
    JobsClient: enJobsClient,
    Mail: enMail,
    Notices: enNotices,
    Profile: enProfile,
    Site: enSite,
  },
  hi: {
    ApiAnswers: hiApiAnswers,
    ApiErrors: hiApiErrors,
    Catalog: hiCatalog,
    FormErrors: hiFormErrors,
    Home: hiHome,
    JobsClient: hiJobsClient,
    Mail: hiMail,
    Notices: hiNotices,
    Profile: hiProfile,
    Site: hiSite,
  },
  te: {
    ApiAnswers: teApiAnswers,
    ApiErrors: teApiErrors,
    Catalog: teCatalog,
    FormErrors: teFormErrors,
    Home: teHome,
    JobsClient: teJobsClient,
    Mail: teMail,
    Notices: teNotices,
    Profile: teProfile,
    Site: teSite,
  },
  ta: {
    ApiAnswers: taApiAnswers,
    ApiErrors: taApiErrors,
    Catalog: taCatalog,
    FormErrors: taFormErrors,
    Home: taHome,
    JobsClient: taJobsClient,
    Mail: taMail,
    Notices: taNotices,
    Profile: taProfile,
    Site: taSite,
  },
};

/** A translator of one namespace in one language, as `getTranslations(namespace)` gives a page. */
export type ServerTranslator<N extends ServerNamespace> = ReturnType<typeof createTranslator<Messages, N>>;

const TRANSLATORS = new Map<string, unknown>();

/** One namespace's words in one language, made once per process. */
export function translatorFor<N extends ServerNamespace>(locale: Locale, namespace: N): ServerTranslator<N> {
  const key = `${locale}/${namespace}`;
  let translator = TRANSLATORS.get(key) as ServerTranslator<N> | undefined;
  if (!translator) {
    translator = createTranslator({
      locale,
      messages: { [namespace]: CATALOGS[locale][namespace] } as unknown as Messages,
      namespace: namespace as never,
      timeZone: INDIA_TIME_ZONE,
    });
    TRANSLATORS.set(key, translator);
  }
  return translator;
}
