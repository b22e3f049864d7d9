import { serveStoredFile } from "@/lib/media/serve";

type Context = { params: Promise<{ path: string[] }> };

export async function GET(request: Request, context: Context) {
  const { path } = await context.params;
  return serveStoredFile(request, path.join("/"));
}

export const HEAD = GET;
