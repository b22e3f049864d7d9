import { useTranslations } from "#words";
import { PageWords } from "@/components/language/PageWords";
import { AuthCard } from "./AuthCard";

/**
 * The frame of a page opened from a mailed link (`?token=…`): the link's own component once there is a
 * token, or a plain note that the link is incomplete. A server component: the link's component gets the
 * "AuthClient" and "FormErrors" words it shows (PageWords).
 */
export function MailedLinkCard({
  title,
  token,
  testId,
  children,
}: {
  title: string;
  /** the `token` search parameter as the page received it */
  token: string | string[] | undefined;
  testId?: string;
  children: (token: string) => React.ReactNode;
}) {
  const t = useTranslations("Auth");
  return (
    <AuthCard title={title} subtitle={t("links.checking")}>
      {typeof token === "string" && token ? (
        <PageWords namespaces={["AuthClient", "FormErrors"]}>{children(token)}</PageWords>
      ) : (
        <p role="alert" data-testid={testId}>
          {t("links.noToken")}
        </p>
      )}
    </AuthCard>
  );
}
