import { storedFileResponse } from "@/lib/http";
import { findStoredFile } from "@/lib/storage/serve";

type Context = { params: Promise<{ path: string[] }> };

export async function GET(request: Request, context: Context) {
  const { path } = await context.params;
  return storedFileResponse(request, await findStoredFile(path.join("/")));
}

export const HEAD = GET;
