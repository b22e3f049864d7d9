import type { ReactNode } from "react";
import type { AccountSettings } from "@/lib/accounts/settings";
import { PicturesPanel } from "./PicturesPanel";

/**
 * The top of the settings page, talent's and hirers' alike: the account's cover and profile pictures, then whose
 * settings these are (`title`, and `line`, what they are) beside the page's links. PicturesPanel's words are
 * "SettingsClient": the page gives them with PageWords.
 */
export function SettingsHeading({
  user,
  title,
  line,
  links,
}: {
  user: Pick<AccountSettings, "id" | "profilePic" | "coverPic">;
  title: string;
  line: string;
  links: ReactNode;
}) {
  return (
    <>
      <PicturesPanel
        key={`${user.profilePic}|${user.coverPic}`}
        userId={user.id}
        initial={{ profilePic: user.profilePic, coverPic: user.coverPic }}
      />
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="text-gray-600" data-testid="settings-member">
            {line}
          </p>
        </div>
        {links}
      </div>
    </>
  );
}
