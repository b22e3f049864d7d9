import { currentUser, requireUser } from "@/lib/auth/guard";
import { eventStream, route } from "@/lib/http";
import { reserveStream, subscribe } from "@/lib/server/live";

// GET /api/events: a Server-Sent Events stream of what concerns the signed-in member while a page is open
// (new messages, read receipts), from every app instance (lib/server/live.ts). It ends when the session does.
// A member holds at most MAX_STREAMS_PER_MEMBER at once on an instance; one more is refused with a 429.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  const release = reserveStream(member.id);
  request.signal.addEventListener("abort", release, { once: true });
  return eventStream(
    request.signal,
    async (send) => {
      try {
        const unsubscribe = await subscribe(member.id, (event) =>
          send(event.kind, { conversationId: event.conversationId }),
        );
        send("ready", {});
        return () => {
          unsubscribe();
          release();
        };
      } catch (error) {
        release();
        throw error;
      }
    },
    async () => (await currentUser(request))?.id === member.id,
  );
});
