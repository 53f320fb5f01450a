export function HomeRoute() {
  return <h1>Home</h1>;
}
