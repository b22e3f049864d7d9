/** The addresses of shortlist pages. Browser-safe. */
export const SHORTLISTS_PATH = "/shortlists";
export const shortlistPath = (id: string) => `/shortlists/${id}`;
export const lookBookPath = (token: string) => `/lookbook/${token}`;
