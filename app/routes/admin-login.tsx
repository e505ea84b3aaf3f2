export const meta = () => [{ title: "Admin-Login" }, { name: "robots", content: "noindex" }];

export default function AdminLogin() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-semibold">Admin-Login</h1>
    </section>
  );
}
