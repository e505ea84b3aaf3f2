export const meta = () => [{ title: "Admin" }, { name: "robots", content: "noindex" }];

export default function AdminDashboard() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-semibold">Admin</h1>
    </section>
  );
}
