import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import type { CallView } from "@/lib/hiring/views";
import { dayLabel } from "@/lib/i18n/date-labels";
import { UPLOAD_ERROR_WORDS } from "@/lib/media/client/upload-errors";
import { PageWords } from "@/components/language/PageWords";
import { config } from "@/lib/server/config";
import { ApplyActions } from "./ApplyActions";

const MB = 1024 * 1024;

/** What a visitor can do about a call: nothing once it is closed; while open, keep a profile ready. */
export function ApplyBox({ call }: { call: CallView }) {
  const t = useTranslations("Jobs");
  const locale = usePageLocale();
  if (!call.open) return <p className="font-semibold text-gray-700">{t("apply.closed")}</p>;
  return (
    <div className="grid gap-3">
      <p className="text-gray-700">
        {t.rich("apply.openUntil", {
          day: dayLabel(call.deadline, "short", locale),
          time: (chunks) => <time dateTime={call.deadline}>{chunks}</time>,
        })}
      </p>
      {/* The words ApplyForm says a refused self-tape in. */}
      <PageWords namespaces={[...UPLOAD_ERROR_WORDS, "UploadsClient"]}>
        <ApplyActions
          call={{
            id: call.id,
            questions: call.questions,
            requiresSelfTape: call.requiresSelfTape,
            requiresPortfolio: call.requiresPortfolio,
            roles: call.roles.map(({ id, name }) => ({ id, name })),
            video: { maxBytes: config.uploadVideoMaxMb * MB, maxMinutes: config.uploadVideoMaxMinutes },
          }}
        />
      </PageWords>
    </div>
  );
}
