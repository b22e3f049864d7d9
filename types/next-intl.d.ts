import type {} from "next-intl";
import type { Locale } from "../lib/i18n/locales.ts";
import type Common from "../messages/en/Common.json";
import type Layout from "../messages/en/Layout.json";
import type LayoutClient from "../messages/en/LayoutClient.json";
import type ErrorPage from "../messages/en/ErrorPage.json";
import type Home from "../messages/en/Home.json";
import type HomeClient from "../messages/en/HomeClient.json";
import type Catalog from "../messages/en/Catalog.json";
import type Listing from "../messages/en/Listing.json";
import type ListingClient from "../messages/en/ListingClient.json";
import type Profile from "../messages/en/Profile.json";
import type ProfileClient from "../messages/en/ProfileClient.json";
import type Jobs from "../messages/en/Jobs.json";
import type JobsClient from "../messages/en/JobsClient.json";
import type Auth from "../messages/en/Auth.json";
import type AuthClient from "../messages/en/AuthClient.json";
import type FormErrors from "../messages/en/FormErrors.json";
import type ApiErrors from "../messages/en/ApiErrors.json";
import type ApiAnswers from "../messages/en/ApiAnswers.json";
import type Settings from "../messages/en/Settings.json";
import type SettingsClient from "../messages/en/SettingsClient.json";
import type Inbox from "../messages/en/Inbox.json";
import type InboxClient from "../messages/en/InboxClient.json";
import type Applications from "../messages/en/Applications.json";
import type ApplicationsClient from "../messages/en/ApplicationsClient.json";
import type Alerts from "../messages/en/Alerts.json";
import type AlertsClient from "../messages/en/AlertsClient.json";
import type Bookings from "../messages/en/Bookings.json";
import type BookingsClient from "../messages/en/BookingsClient.json";
import type Shortlists from "../messages/en/Shortlists.json";
import type ShortlistsClient from "../messages/en/ShortlistsClient.json";
import type Studios from "../messages/en/Studios.json";
import type StudiosClient from "../messages/en/StudiosClient.json";
import type Posting from "../messages/en/Posting.json";
import type PostingClient from "../messages/en/PostingClient.json";
import type Triage from "../messages/en/Triage.json";
import type TriageClient from "../messages/en/TriageClient.json";
import type Auditions from "../messages/en/Auditions.json";
import type AuditionsClient from "../messages/en/AuditionsClient.json";
import type Site from "../messages/en/Site.json";
import type SiteClient from "../messages/en/SiteClient.json";
import type UploadsClient from "../messages/en/UploadsClient.json";
import type TapesClient from "../messages/en/TapesClient.json";
import type Notices from "../messages/en/Notices.json";
import type Mail from "../messages/en/Mail.json";

// The catalogs' keys as types, from the English catalog (every language has the same keys:
// tests/unit/messages.test.ts): a translation read by a key the catalog lacks fails the type check
// (tests/unit/catalog-key-types.test.ts). The empty import loads next-intl, so that this augments it in any program.

interface CatalogMessages {
  Common: typeof Common;
  Layout: typeof Layout;
  LayoutClient: typeof LayoutClient;
  ErrorPage: typeof ErrorPage;
  Home: typeof Home;
  HomeClient: typeof HomeClient;
  Catalog: typeof Catalog;
  Listing: typeof Listing;
  ListingClient: typeof ListingClient;
  Profile: typeof Profile;
  ProfileClient: typeof ProfileClient;
  Jobs: typeof Jobs;
  JobsClient: typeof JobsClient;
  Auth: typeof Auth;
  AuthClient: typeof AuthClient;
  FormErrors: typeof FormErrors;
  ApiErrors: typeof ApiErrors;
  ApiAnswers: typeof ApiAnswers;
  Settings: typeof Settings;
  SettingsClient: typeof SettingsClient;
  Inbox: typeof Inbox;
  InboxClient: typeof InboxClient;
  Applications: typeof Applications;
  ApplicationsClient: typeof ApplicationsClient;
  Alerts: typeof Alerts;
  AlertsClient: typeof AlertsClient;
  Bookings: typeof Bookings;
  BookingsClient: typeof BookingsClient;
  Shortlists: typeof Shortlists;
  ShortlistsClient: typeof ShortlistsClient;
  Studios: typeof Studios;
  StudiosClient: typeof StudiosClient;
  Posting: typeof Posting;
  PostingClient: typeof PostingClient;
  Triage: typeof Triage;
  TriageClient: typeof TriageClient;
  Auditions: typeof Auditions;
  AuditionsClient: typeof AuditionsClient;
  Site: typeof Site;
  SiteClient: typeof SiteClient;
  UploadsClient: typeof UploadsClient;
  TapesClient: typeof TapesClient;
  Notices: typeof Notices;
  Mail: typeof Mail;
}

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: CatalogMessages;
  }
}
