/** Placeholder until the page lands (issue 8). */
export function CatalogPage() {
  return <h1>CatalogPage</h1>;
}
