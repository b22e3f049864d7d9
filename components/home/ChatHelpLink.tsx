import { useTranslations } from "#words";

/**
 * Floating link that opens a WhatsApp chat with the support team, the help message already typed
 * (`chatUrl` of lib/content/contact.ts: the page shows none without SUPPORT_WHATSAPP).
 */
export function ChatHelpLink({ href }: { href: string }) {
  const t = useTranslations("Home");
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="chat-help"
      aria-label={t("chatHelp.label")}
      className="fixed bottom-5 right-5 z-40 inline-flex items-center gap-2 rounded-full bg-[#25d366] py-3 pl-3 pr-4 font-semibold text-ink-900 shadow-lg ring-1 ring-black/5 transition hover:scale-105 hover:shadow-xl"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-7 w-7" fill="currentColor">
        <path d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3zm0 23.6a10.6 10.6 0 0 1-5.4-1.5l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.7c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.8 1 3.9.8a3.3 3.3 0 0 0 2.1-1.5 2.7 2.7 0 0 0 .2-1.5c-.1-.2-.3-.3-.6-.4z" />
      </svg>
      <span className="hidden sm:inline">{t("chatHelp.text")}</span>
    </a>
  );
}
