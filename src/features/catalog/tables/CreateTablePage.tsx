/** Placeholder until the page lands (issue 8). */
export function CreateTablePage() {
  return <h1>CreateTablePage</h1>;
}
