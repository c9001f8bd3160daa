/** Placeholder until the page lands (issue 8). */
export function TablePage() {
  return <h1>TablePage</h1>;
}
