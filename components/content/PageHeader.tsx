import { Breadcrumb, type Crumb } from "./Breadcrumb";
import { DarkBand } from "./DarkBand";

/** Breadcrumb, title and an optional lead, on the dark band. */
export function PageHeader({ title, lead, trail = [] }: { title: string; lead?: string; trail?: Crumb[] }) {
  return (
    <DarkBand>
      <Breadcrumb trail={trail} current={title} />
      <h1 className="mt-4 text-4xl font-black tracking-tight sm:text-5xl">{title}</h1>
      {lead && <p className="mt-4 max-w-2xl text-lg text-gray-200">{lead}</p>}
    </DarkBand>
  );
}
