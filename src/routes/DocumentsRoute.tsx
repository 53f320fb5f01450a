export function DocumentsRoute() {
  return <h1>Documents</h1>;
}
