export function staleBuildReason(root?: string): string | undefined;
