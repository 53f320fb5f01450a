export function AdminRoute() {
  return <h1>Admin</h1>;
}
