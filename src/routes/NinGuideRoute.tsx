export function NinGuideRoute() {
  return <h1>NinGuide</h1>;
}
