import "server-only";
import { refreshPage } from "../page-cache.ts";

/** An organisation's page and the jobs pages after a change to the organisation or one of its calls. */
export function refreshOrganizationPages(organizationId: string): void {
  refreshPage(`/employer-profile/${organizationId}`);
  refreshPage("/job-grid-one");
  refreshPage("/");
}
