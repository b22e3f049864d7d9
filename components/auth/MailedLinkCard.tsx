import { AuthCard } from "./AuthCard";

/**
 * The frame of a page opened from a mailed link (`?token=…`): the link's own component once there is a
 * token, or a plain note that the link is incomplete.
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
  return (
    <AuthCard title={title} subtitle="One moment while we check the link you opened.">
      {typeof token === "string" && token ? (
        children(token)
      ) : (
        <p role="alert" data-testid={testId}>
          This link has no token. Please open the link from the mail again.
        </p>
      )}
    </AuthCard>
  );
}
