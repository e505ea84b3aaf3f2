export const meta = () => [
  { title: "Passwort zurücksetzen" },
  { name: "robots", content: "noindex" },
];

export default function PasswordReset() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-semibold">Passwort zurücksetzen</h1>
    </section>
  );
}
