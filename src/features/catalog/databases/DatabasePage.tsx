/** Placeholder until the page lands (issue 8). */
export function DatabasePage() {
  return <h1>DatabasePage</h1>;
}
