import { currentUser, requireUser } from "@/lib/auth/guard";
import { eventStream, route } from "@/lib/http";
import { subscribe } from "@/lib/live";

// GET /api/events: a Server-Sent Events stream of what concerns the signed-in member while a page is open
// (new messages, read receipts), from every app instance (lib/live.ts). It ends when the session does.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  return eventStream(
    request.signal,
    async (send) => {
      const unsubscribe = await subscribe(member.id, (event) =>
        send(event.kind, { conversationId: event.conversationId }),
      );
      send("ready", {});
      return unsubscribe;
    },
    async () => (await currentUser(request))?.id === member.id,
  );
});
