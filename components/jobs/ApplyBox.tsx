import type { CallView } from "@/lib/hiring/calls";
import { dayLabel } from "@/lib/dates";
import { ApplyActions } from "./ApplyActions";

/** What a visitor can do about a call: nothing once it is closed; while open, keep a profile ready. */
export function ApplyBox({ call }: { call: CallView }) {
  if (!call.open)
    return <p className="font-semibold text-gray-700">This call is closed: it takes no more applications.</p>;
  return (
    <div className="grid gap-3">
      <p className="text-gray-700">
        Applications are open until <time dateTime={call.deadline}>{dayLabel(call.deadline)}</time>. Keep your profile
        complete: it is what the casting team sees first.
      </p>
      <ApplyActions
        call={{
          id: call.id,
          questions: call.questions,
          requiresSelfTape: call.requiresSelfTape,
          requiresPortfolio: call.requiresPortfolio,
          roles: call.roles.map(({ id, name }) => ({ id, name })),
        }}
      />
    </div>
  );
}
