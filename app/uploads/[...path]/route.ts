import { serveStoredFile } from "@/lib/media/serve";

export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  return serveStoredFile(request, path.join("/"));
}
