/** Placeholder until the page lands (issue 8). */
export function CatalogListPage() {
  return <h1>CatalogListPage</h1>;
}
