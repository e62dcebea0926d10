import { Check } from 'lucide-react';

/** A plain list of statements about what the product does today. */
export function InfoList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3 text-sm">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Check className="size-3" aria-hidden />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
