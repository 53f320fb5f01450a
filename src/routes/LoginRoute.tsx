export function LoginRoute() {
  return <h1>Login</h1>;
}
