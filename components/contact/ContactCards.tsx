import type { ContactCard } from "@/lib/content/contact";
import { Icon } from "@/components/ui/Icon";

/** Contact info cards: title, description and a link each. */
export function ContactCards({ cards }: { cards: readonly ContactCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li
          key={card.title}
          data-testid="contact-card"
          className="flex flex-col rounded-2xl border border-gray-100 bg-white p-6 shadow-sm"
        >
          <span className="inline-flex w-fit rounded-xl bg-brand-50 p-3 text-brand-700">
            <Icon name={card.icon} className="h-6 w-6" />
          </span>
          <h2 className="mt-4 text-lg font-semibold">{card.title}</h2>
          <p className="mt-2 flex-1 text-gray-600">{card.description}</p>
          <a
            href={card.link.href}
            {...(card.link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            className="mt-4 break-words font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {card.link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
