/** Text made safe inside HTML or XML, in an element or a quoted attribute. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
