/** The centred card that frames the sign-in, sign-up, reset and lock screens. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto my-12 w-full max-w-md rounded-2xl border border-gray-100 bg-white p-8 shadow-lg">
      <h1 className="text-2xl font-bold">{title}</h1>
      {subtitle && <p className="mt-1 text-sm text-gray-600">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
